import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { RECORDED_SERVICES, STATUS_HISTORY_DAYS, type Incident, type NewIncident, type RecordedService, type StatusHistory } from '@nafasi/shared/health';
import type { InstancePhase } from '@nafasi/shared/health';
import { m } from '@nafasi/shared/i18n';
import type { Database } from '../../db/client.ts';
import { healthHours, incidents } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { one, rowsOf } from '../../lib/rows.ts';
import { readHealth } from './service.ts';

const DAY_MS = 86_400_000;
/** The row of checks where every component was operational at once (the page's overall uptime). */
const OVERALL = 'overall';

type IncidentRow = typeof incidents.$inferSelect;
const shown = (row: IncidentRow): Incident => ({
  id: row.id,
  service: (row.service as RecordedService | null) ?? null,
  status: row.status,
  source: row.source,
  title: row.title,
  description: row.description,
  startedAt: row.startedAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/**
 * The service's own record of its health (the /status page; docs/OPERATIONS.md "Status page"):
 * - `record` reads the health each minute (the same reading as /api/health and /metrics) and adds
 *   one check per component to its hour; a component that stops being operational opens an
 *   incident, and closes it when it is back;
 * - `history` is what the page shows: uptime, the database's answer time and the incidents of the
 *   last 90 days, from those rows only (nothing recorded: nulls, and the page says so);
 * - admins open, update and resolve incidents of their own, audited.
 */
export function statusService(database: Database, deps: { now: () => Date }) {
  const { db } = database;

  return {
    /**
     * One check, counted once however many instances run it in the same minute (`last_minute`).
     * Returns whether this call counted it.
     */
    async record(now = deps.now(), phase: InstancePhase = 'serving'): Promise<boolean> {
      // An instance still starting is not the service: the ones serving record it.
      if (phase === 'starting') return false;
      const health = await readHealth(database, phase, now);
      // The database did not answer: there is nowhere to write, and the gap in the record stays a gap.
      if (health.services.database.status !== 'operational') return false;
      const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
      const checks: { service: string; healthy: boolean; responseMs: number }[] = [
        ...RECORDED_SERVICES.map((service) => ({
          service,
          healthy: health.services[service].status === 'operational',
          responseMs: service === 'database' ? Math.round(health.services.database.responseTimeMs) : 0,
        })),
        { service: OVERALL, healthy: health.status === 'operational', responseMs: 0 },
      ];
      return db.transaction(async (tx) => {
        const counted = await tx
          .insert(healthHours)
          .values(checks.map((c) => ({ service: c.service, hour, checks: 1, healthy: c.healthy ? 1 : 0, responseMsSum: c.responseMs, lastMinute: minute })))
          .onConflictDoUpdate({
            target: [healthHours.service, healthHours.hour],
            set: {
              checks: sql`${healthHours.checks} + 1`,
              healthy: sql`${healthHours.healthy} + excluded.healthy`,
              responseMsSum: sql`${healthHours.responseMsSum} + excluded.response_ms_sum`,
              lastMinute: sql`excluded.last_minute`,
            },
            setWhere: lt(healthHours.lastMinute, minute),
          })
          .returning({ service: healthHours.service });
        if (counted.length === 0) return false;
        for (const service of RECORDED_SERVICES) {
          const status = health.services[service].status;
          const open = and(eq(incidents.source, 'monitor'), eq(incidents.service, service), isNull(incidents.resolvedAt));
          if (status === 'operational') {
            await tx.update(incidents).set({ status: 'resolved', resolvedAt: now, updatedAt: now }).where(open);
          } else if (status === 'degraded' || status === 'outage' || status === 'maintenance') {
            const [existing] = await tx.select().from(incidents).where(open);
            if (!existing) await tx.insert(incidents).values({ service, status, source: 'monitor', startedAt: now }).onConflictDoNothing();
            else if (existing.status !== status) await tx.update(incidents).set({ status, updatedAt: now }).where(eq(incidents.id, existing.id));
          }
        }
        return true;
      });
    },

    /** Drops what is older than the page looks (hourly). */
    async prune(now = deps.now()): Promise<void> {
      const before = new Date(now.getTime() - STATUS_HISTORY_DAYS * DAY_MS);
      await db.delete(healthHours).where(lt(healthHours.hour, before));
      await db.delete(incidents).where(and(lt(incidents.startedAt, before), sql`${incidents.resolvedAt} is not null`, lt(incidents.resolvedAt, before)));
    },

    async history(now = deps.now()): Promise<StatusHistory> {
      const from = new Date(now.getTime() - STATUS_HISTORY_DAYS * DAY_MS);
      const sums = rowsOf<{ service: string; checks: number; healthy: number; response: number; since: Date | string | null }>(
        await db.execute(sql`
          select service, sum(checks)::int as checks, sum(healthy)::int as healthy, sum(response_ms_sum)::float8 as response, min(hour) as since
          from health_hours where hour >= ${from.toISOString()}::timestamptz group by service`),
      );
      const of = (service: string) => sums.find((s) => s.service === service);
      const ratio = (service: string) => {
        const row = of(service);
        return row && row.checks > 0 ? row.healthy / row.checks : null;
      };
      const overall = of(OVERALL);
      const database = of('database');
      const rows = await db
        .select()
        .from(incidents)
        .where(or(gte(incidents.startedAt, from), isNull(incidents.resolvedAt), gte(incidents.resolvedAt, from)))
        .orderBy(desc(incidents.startedAt));
      const durations = rows.flatMap((r) => (r.resolvedAt ? [r.resolvedAt.getTime() - r.startedAt.getTime()] : []));
      const since = overall?.since ? new Date(overall.since) : null;
      return {
        since: since ? since.toISOString() : null,
        checks: overall?.checks ?? 0,
        uptime: Object.fromEntries(RECORDED_SERVICES.map((s) => [s, ratio(s)])) as StatusHistory['uptime'],
        overallUptime: ratio(OVERALL),
        averageResponseMs: database && database.checks > 0 ? Math.round((database.response / database.checks) * 10) / 10 : null,
        incidentCount: rows.length,
        meanMinutesToResolve: durations.length ? Math.round(durations.reduce((sum, d) => sum + d, 0) / durations.length / 60_000) : null,
        incidents: rows.map(shown),
      };
    },

    async open(admin: AuthUser, input: NewIncident, now = deps.now()): Promise<Incident> {
      return db.transaction(async (tx) => {
        const row = one(
          await tx
            .insert(incidents)
            .values({ ...input, source: 'admin', openedBy: admin.id, startedAt: now, createdAt: now, updatedAt: now })
            .returning(),
        );
        await audit(tx, admin, {
          action: 'incident.open',
          targetType: 'incident',
          targetId: row.id,
          said: { key: 'audit_incident_opened', values: { title: input.title } },
        });
        return shown(row);
      });
    },

    /** Moves an incident on; resolving it stamps the time. A resolved incident stays resolved. */
    async update(admin: AuthUser, id: string, input: { status: Incident['status']; description?: string }, now = deps.now()): Promise<Incident> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
        if (!current) throw notFound(m.incident_not_found());
        if (current.resolvedAt) throw new AppError(409, 'incident_resolved', m.incident_already_resolved());
        const row = one(
          await tx
            .update(incidents)
            .set({
              status: input.status,
              ...(input.description !== undefined && { description: input.description }),
              resolvedAt: input.status === 'resolved' ? now : null,
              updatedAt: now,
            })
            .where(eq(incidents.id, id))
            .returning(),
        );
        await audit(tx, admin, {
          action: input.status === 'resolved' ? 'incident.resolve' : 'incident.update',
          targetType: 'incident',
          targetId: id,
          said: { key: 'audit_incident_set', values: { title: current.title ?? current.service ?? id, status: input.status } },
        });
        return shown(row);
      });
    },
  };
}

export type StatusService = ReturnType<typeof statusService>;
