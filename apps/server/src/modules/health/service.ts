import { sql } from 'drizzle-orm';
import { STUCK_SECONDS, type Health, type InstancePhase, type ServiceStatus } from '@nafasi/shared/health';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

/**
 * The service's health per component (issue 34), read one way for everyone who asks: /api/health
 * (the balancer's check and the /status page) and /metrics (`nafasi_component_operational`).
 * - database: answers a query (its time measured); down, everything is an outage;
 * - api: maintenance while the instance starts (until it has read the catalogue) and while it drains before stopping;
 * - payments: degraded while an M-Pesa payment has been pending over STUCK_SECONDS;
 * - realtime: this instance listens to the database's change feed;
 * - mail: degraded while a mail has waited unsent over STUCK_SECONDS.
 * The figures are the alerts' own (deploy/prometheus/alerts.yml), so the page and the pager agree.
 */
export async function readHealth(database: Database, phase: InstancePhase = 'serving', now = new Date()): Promise<Health> {
  const started = performance.now();
  let ages: { payments: number | null; mail: number | null } | null = null;
  try {
    const [row] = rowsOf<{ payments: number | null; mail: number | null }>(
      await database.db.execute(sql`
        select (select extract(epoch from now() - min(created_at)) from mpesa_payments where status = 'pending')::float8 as payments,
               (select extract(epoch from now() - min(created_at)) from mail_jobs where status in ('queued', 'sending'))::float8 as mail`),
    );
    ages = { payments: row?.payments ?? null, mail: row?.mail ?? null };
  } catch {
    ages = null;
  }
  const responseTimeMs = Math.round((performance.now() - started) * 10) / 10;
  const up = ages !== null;
  const waited = (seconds: number | null | undefined): ServiceStatus =>
    !up ? 'outage' : seconds != null && seconds > STUCK_SECONDS ? 'degraded' : 'operational';
  const round = (seconds: number | null | undefined) => (seconds == null ? null : Math.max(0, Math.round(seconds)));
  const services: Health['services'] = {
    api: { status: phase === 'serving' ? 'operational' : 'maintenance' },
    database: { status: up ? 'operational' : 'outage', kind: database.kind, responseTimeMs },
    payments: { status: waited(ages?.payments), oldestPendingSeconds: round(ages?.payments) },
    realtime: { status: up && database.listening() ? 'operational' : 'outage' },
    mail: { status: waited(ages?.mail), oldestUnsentSeconds: round(ages?.mail) },
  };
  const parts = [services.payments.status, services.realtime.status, services.mail.status];
  const status: ServiceStatus = !up ? 'outage' : phase !== 'serving' ? 'maintenance' : parts.some((s) => s !== 'operational') ? 'degraded' : 'operational';
  return { status, phase, time: now.toISOString(), uptimeSeconds: Math.round(process.uptime()), services };
}

/**
 * Whether a balancer should send this instance requests: the database answers and it is serving
 * (not still starting, not draining). A slow mail queue or a quiet Daraja does not take an instance out (503 would not help).
 */
export const serving = (health: Health) => health.services.database.status === 'operational' && health.services.api.status === 'operational';
