import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StatusHistory } from '@nafasi/shared/health';
import { m } from '@nafasi/shared/i18n';
import { auditLog, healthHours, incidents } from '../../db/schema.ts';
import { as, createTestApp, insertStuckPayment, signUp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({}, { periodicJobs: false });
  admin = await signUp(t, { role: 'admin' });
});
afterAll(() => t?.close());

/** A fixed hour, far from the wall clock, so the record's hours are the test's own. */
const T0 = new Date('2031-03-10T06:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const history = async () => (await as(t, null).get('/api/status')).json().data as StatusHistory;

describe('the /status page’s figures come from what the service recorded (issue 65)', () => {
  it('shows nothing it did not record: no uptime, no response time, no incidents on a fresh service', async () => {
    const fresh = await history();
    expect(fresh).toMatchObject({
      since: null,
      checks: 0,
      overallUptime: null,
      averageResponseMs: null,
      incidentCount: 0,
      meanMinutesToResolve: null,
      incidents: [],
    });
    expect(Object.values(fresh.uptime).every((u) => u === null)).toBe(true);
  });

  it('counts one check a minute however many instances record it, and opens and resolves an incident when a component falls and comes back', async () => {
    expect(await t.app.jobs.recordHealth(at(0))).toBe(true);
    // A second instance in the same minute adds nothing.
    expect(await t.app.jobs.recordHealth(at(0.5))).toBe(false);
    expect(await t.app.jobs.recordHealth(at(1))).toBe(true);
    // Two records at once, in rounds: one counts.
    for (let round = 2; round < 6; round++) {
      const counted = await Promise.all([t.app.jobs.recordHealth(at(round)), t.app.jobs.recordHealth(at(round + 0.2))]);
      expect(counted.filter(Boolean)).toHaveLength(1);
    }
    let seen = await history();
    expect(seen).toMatchObject({ since: T0.toISOString(), checks: 6, overallUptime: 1, incidentCount: 0 });
    expect(seen.uptime).toEqual({ api: 1, database: 1, payments: 1, realtime: 1, mail: 1 });
    expect(seen.averageResponseMs).toBeGreaterThanOrEqual(0);

    // M-Pesa stuck for two checks: an incident opens by itself, and the uptime says so.
    const unstick = await insertStuckPayment(t, 20);
    await t.app.jobs.recordHealth(at(6));
    await t.app.jobs.recordHealth(at(7));
    seen = await history();
    expect(seen.checks).toBe(8);
    expect(seen.uptime.payments).toBe(6 / 8);
    expect(seen.overallUptime).toBe(6 / 8);
    expect(seen.uptime.database).toBe(1);
    expect(seen.incidents).toEqual([
      expect.objectContaining({ service: 'payments', status: 'degraded', source: 'monitor', startedAt: at(6).toISOString(), resolvedAt: null }),
    ]);
    await unstick();
    await t.app.jobs.recordHealth(at(68));
    seen = await history();
    expect(seen.incidents[0]).toMatchObject({ status: 'resolved', resolvedAt: at(68).toISOString() });
    expect(seen).toMatchObject({ checks: 9, incidentCount: 1, meanMinutesToResolve: 62 });
    // Two hours, two rows per component: bounded by the hours, not the checks.
    const rows = await t.database.db.select().from(healthHours).where(eq(healthHours.service, 'payments'));
    expect(rows).toHaveLength(2);

    // Ninety days on, the old hours and the resolved incident are pruned and no longer counted.
    await t.app.jobs.pruneHealth(new Date(T0.getTime() + 91 * 86_400_000));
    expect(await t.database.db.select().from(healthHours)).toEqual([]);
    expect(await t.database.db.select().from(incidents)).toEqual([]);
  });

  it('lets an admin open, update and resolve an incident in words of their own, audited; nobody else may', async () => {
    const member = await signUp(t);
    const body = { title: 'Scheduled database upgrade', description: 'Bookings made in the window are saved and confirmed after it.', status: 'maintenance' };
    expect((await as(t, null).post('/api/admin/incidents', body)).statusCode).toBe(401);
    expect((await as(t, member).post('/api/admin/incidents', body)).statusCode).toBe(403);
    for (const [bad, field] of [
      [{ ...body, title: '' }, 'title'],
      [{ ...body, description: '   ' }, 'description'],
      [{ ...body, status: 'resolved' }, 'status'],
      [{ ...body, service: 'kitchen' }, 'service'],
    ] as const) {
      const res = await as(t, admin).post('/api/admin/incidents', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const opened = await as(t, admin).post('/api/admin/incidents', { ...body, service: 'database' });
    expect(opened.statusCode).toBe(201);
    const incident = opened.json().data;
    expect(incident).toMatchObject({ ...body, service: 'database', source: 'admin', resolvedAt: null });
    expect((await history()).incidents.map((i) => i.id)).toContain(incident.id);

    expect((await as(t, member).put(`/api/admin/incidents/${incident.id}`, { status: 'resolved' })).statusCode).toBe(403);
    const worse = await as(t, admin).put(`/api/admin/incidents/${incident.id}`, { status: 'outage', description: 'The upgrade is taking longer.' });
    expect(worse.json().data).toMatchObject({ status: 'outage', description: 'The upgrade is taking longer.', resolvedAt: null });
    const done = await as(t, admin).put(`/api/admin/incidents/${incident.id}`, { status: 'resolved' });
    expect(done.json().data.resolvedAt).not.toBeNull();
    const again = await as(t, admin).put(`/api/admin/incidents/${incident.id}`, { status: 'outage' });
    expect(again.statusCode).toBe(409);
    expect((await as(t, admin).put('/api/admin/incidents/00000000-0000-4000-8000-000000000000', { status: 'resolved' })).statusCode).toBe(404);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, incident.id));
    expect(audited.map((a) => a.action).sort()).toEqual(['incident.open', 'incident.resolve', 'incident.update']);
    // The log names the status in its reader's words, never its code.
    const said = async (language: string) =>
      ((await as(t, admin).get('/api/admin/audit?limit=50', undefined, { 'accept-language': language })).json().data as { action: string; summary: string }[])
        .filter((a) => a.action === 'incident.resolve')
        .map((a) => a.summary);
    expect(await said('en')).toEqual(['Set the incident “Scheduled database upgrade” to Resolved']);
    expect(await said('sw')).toEqual([m.audit_incident_set({ title: 'Scheduled database upgrade', status: 'Imetatuliwa' }, { locale: 'sw' })]);
    expect(audited.find((a) => a.action === 'incident.resolve')!.summary).toBe('Set the incident “Scheduled database upgrade” to Resolved');
  });
});
