import { parse as parseYaml } from 'yaml';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiDate } from '@nafasi/shared/time';
import { freePort } from '../../test/free-port.ts';
import { createTestApp, dbKind, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { SIMULATOR_PHONES } from '../payments/simulator.ts';

/**
 * Issue 34: what an operator reads. /metrics in Prometheus' format for a scraper with the token
 * (checked by Prometheus' own linter, promtool, and read back with a parser of the format), and a
 * request id on every answer and on every log line the request causes.
 */
const TOKEN = 'scraper-secret-0123456789abcdef';
const lines: Record<string, unknown>[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => {
  for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
});

let t: TestContext;
beforeAll(async () => {
  // Listening (below), so the M-Pesa simulator's answers reach it (the payment query).
  const port = await freePort();
  t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}` }, { logStream });
  // Work a request sets going, logged by the app's own logger (as services and jobs log): now, after
  // an await, and later on a timer once the answer has gone.
  t.app.get('/test/work', { config: { access: 'public' } }, async () => {
    t.app.log.info('service line');
    await new Promise((r) => setImmediate(r));
    t.app.log.info('after an await');
    setTimeout(() => t.app.log.info('background line'), 20);
    return { ok: true };
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t?.close());

type Family = { name: string; type: string; metrics: { value?: string; labels?: Record<string, string>; count?: string; buckets?: Record<string, string> }[] };
async function scrape() {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return { text: res.body, families: new Map((parsePrometheusTextFormat(res.body) as Family[]).map((f) => [f.name, f])) };
}
const valueOf = (families: Map<string, Family>, name: string, labels: Record<string, string> = {}) =>
  Number(families.get(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? NaN);

describe('metrics', () => {
  it('are served only to a scraper with the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('nafasi_');
    }
    // Without a token configured there is no /metrics at all.
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('nafasi_');
    } finally {
      await plain.close();
    }
  });

  it("pass Prometheus' own linter (promtool check metrics)", async () => {
    await t.app.inject('/api/spaces');
    const { text } = await scrape();
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(lint.error, 'promtool (Debian package prometheus) must be installed').toBeUndefined();
    // Ours must pass untouched; prom-client's own process gauges are named *_total (a known complaint
    // of the linter, kept: dashboards know them by these names).
    const complaints = `${lint.stdout}${lint.stderr}`.split('\n').filter(Boolean);
    expect(complaints.filter((c) => !/^nodejs_active_(handles|requests|resources)_total non-counter/.test(c))).toEqual([]);
  });

  it('count requests by route template, the process, the database and the queues', async () => {
    const guest = await signUp(t);
    const space = await insertSpace(t.database, { status: 'approved' });
    const before = (await scrape()).families;
    const start = new Date(Date.now() + 3 * 86_400_000);
    await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      status: 'pending',
    });
    for (let i = 0; i < 3; i++) expect((await t.app.inject(`/api/spaces/${space.id}`)).statusCode).toBe(200);
    const { families } = await scrape();

    // Requests: by template, never by path (one series for every space).
    const series = families.get('nafasi_http_requests_total')!.metrics;
    const bySpace = series.filter((m) => m.labels?.route === '/api/spaces/:id' && m.labels.method === 'GET' && m.labels.status === '200');
    expect(bySpace).toHaveLength(1);
    expect(Number(bySpace[0]!.value)).toBeGreaterThanOrEqual(3);
    expect(families.get('nafasi_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(series.some((m) => m.labels?.route?.includes(space.id))).toBe(false);

    // Bookings by state follow the database.
    expect(valueOf(families, 'nafasi_bookings', { status: 'pending' })).toBe((valueOf(before, 'nafasi_bookings', { status: 'pending' }) || 0) + 1);
    expect(valueOf(families, 'nafasi_state_scrape_success')).toBe(1);
    for (const name of [
      'nafasi_mail_oldest_unsent_seconds',
      'nafasi_mpesa_oldest_pending_seconds',
      'nafasi_refunds_oldest_due_seconds',
      'nafasi_payouts_oldest_in_flight_seconds',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    // The process and its event loop, the change feed and the sockets.
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(families.has('nodejs_eventloop_lag_p99_seconds')).toBe(true);
    expect(valueOf(families, 'nafasi_change_feed_listening')).toBe(1);
    // The same health /api/health and the status page read, per component.
    for (const component of ['api', 'database', 'payments', 'realtime', 'mail'])
      expect(valueOf(families, 'nafasi_component_operational', { component }), component).toBe(1);
    expect(valueOf(families, 'nafasi_realtime_sockets')).toBe(0);
    if (dbKind === 'postgres') {
      expect(valueOf(families, 'nafasi_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(families.get('nafasi_db_query_duration_seconds')!.metrics[0]!.buckets?.['+Inf']).not.toBe('0');
    }
  });

  it('say so when the database does not answer, and /api/health says the same', async () => {
    const broken = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await broken.database.close();
      const res = await broken.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      const families = new Map((parsePrometheusTextFormat(res.body) as Family[]).map((f) => [f.name, f]));
      expect(valueOf(families, 'nafasi_state_scrape_success')).toBe(0);
      expect((await broken.app.inject('/api/health')).statusCode).toBe(503);
    } finally {
      await broken.app.close();
    }
  });
});

describe('request ids', () => {
  it('come back in X-Request-Id, differ per request, and mark every log line the request causes', async () => {
    const a = await t.app.inject('/api/spaces');
    const b = await t.app.inject('/api/spaces');
    const id = String(a.headers['x-request-id']);
    expect(id).toMatch(/^[\w-]{12}$/);
    expect(b.headers['x-request-id']).not.toBe(id);
    // A header a client sends is not taken as the id (it would let anyone forge log lines).
    const forged = await t.app.inject({ url: '/api/spaces', headers: { 'x-request-id': 'forged' } });
    expect(forged.headers['x-request-id']).not.toBe('forged');

    const work = await t.app.inject('/test/work');
    const workId = String(work.headers['x-request-id']);
    await expect
      .poll(() => lines.filter((l) => l.requestId === workId).map((l) => l.msg))
      .toEqual(expect.arrayContaining(['incoming request', 'service line', 'after an await', 'request completed', 'background line']));
    // A booking's mail is sent later by the mail job, outside any request: its line carries the
    // booking request's id (the event's trigger took it from the transaction, the mail from the event).
    const guest = await signUp(t);
    const space = await insertSpace(t.database, { status: 'approved' });
    /** The guest books the space `daysAhead` from now, 09:00–10:00. */
    const book = async (daysAhead: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: guest.auth,
        payload: { spaceId: space.id, date: nairobiDate(new Date(Date.now() + daysAhead * 86_400_000)), startTime: '09:00', endTime: '10:00' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res;
    };
    /** How many lines say `msg` under the request `requestId`. */
    const linesSaying = (requestId: string, msg: string) => lines.filter((l) => l.requestId === requestId && l.msg === msg).length;
    const booked = await book(9);
    const bookingId = String(booked.headers['x-request-id']);
    await t.app.jobs.deliver();
    await expect.poll(() => linesSaying(bookingId, 'mail sent')).toBeGreaterThan(0);
    // An M-Pesa push nobody answers is asked about later by the payment job: its lines carry the push's request id.
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.json().data.id}/mpesa`,
      headers: guest.auth,
      payload: { phone: SIMULATOR_PHONES.silent },
    });
    expect(pushed.statusCode, pushed.body).toBeLessThan(300);
    const pushId = String(pushed.headers['x-request-id']);
    await t.app.jobs.queryPayments(new Date(Date.now() + 120_000));
    await expect.poll(() => linesSaying(pushId, 'M-Pesa payment status asked')).toBeGreaterThan(0);
    // A paid booking cancelled: its refund goes out by B2C from the payout job, under the cancellation's id.
    const second = await book(10);
    const secondId = second.json().data.id as string;
    await t.app.inject({ method: 'POST', url: `/api/bookings/${secondId}/mpesa`, headers: guest.auth, payload: { phone: SIMULATOR_PHONES.paid } });
    await expect
      .poll(async () => (await t.app.inject({ url: `/api/bookings/${secondId}`, headers: guest.auth })).json().data.paymentStatus, { timeout: 15_000 })
      .toBe('paid');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${secondId}/cancel`, headers: guest.auth });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelId = String(cancelled.headers['x-request-id']);
    await t.app.jobs.sendPayouts(new Date(Date.now() + 3_600_000));
    await expect.poll(() => linesSaying(cancelId, 'M-Pesa payout taken by Daraja')).toBeGreaterThan(0);
    // Lines outside any request carry none, and no line carries the id twice under another label.
    t.app.log.info('outside');
    await expect.poll(() => lines.find((l) => l.msg === 'outside')).toBeDefined();
    expect(lines.find((l) => l.msg === 'outside')!.requestId).toBeUndefined();
    expect(lines.every((l) => !('reqId' in l))).toBe(true);
  });
});

describe('deploy/prometheus', () => {
  const dir = path.join(import.meta.dirname, '../../../../../deploy/prometheus');
  const promtool = (...args: string[]) => {
    const run = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' });
    expect(run.error, 'promtool (Debian package prometheus) must be installed').toBeUndefined();
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  it("alert rules, their tests and the scrape configuration pass Prometheus' own checks", () => {
    for (const args of [
      ['check', 'rules', 'alerts.yml'],
      ['test', 'rules', 'alerts.test.yml'],
      ['check', 'config', '--syntax-only', 'prometheus.yml'],
    ]) {
      const run = promtool(...args);
      expect(run.status, `promtool ${args.join(' ')}\n${run.output}`).toBe(0);
    }
  });

  it('test every alert: each fires in alerts.test.yml on what should raise it (issue 57: 4 of 13 did)', () => {
    const rules = parseYaml(readFileSync(path.join(dir, 'alerts.yml'), 'utf8')) as { groups: { rules: { alert: string }[] }[] };
    const tests = parseYaml(readFileSync(path.join(dir, 'alerts.test.yml'), 'utf8')) as {
      tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[];
    };
    const alerts = rules.groups.flatMap((g) => g.rules.map((r) => r.alert));
    expect(alerts.length).toBeGreaterThanOrEqual(13);
    const fired = new Set(tests.tests.flatMap((t) => t.alert_rule_test.filter((c) => c.exp_alerts.length > 0).map((c) => c.alertname)));
    const quiet = new Set(tests.tests.flatMap((t) => t.alert_rule_test.filter((c) => c.exp_alerts.length === 0).map((c) => c.alertname)));
    expect(alerts.filter((a) => !fired.has(a))).toEqual([]);
    expect(alerts.filter((a) => !quiet.has(a) && a !== 'NafasiDiskFillingUp')).toEqual([]);
  });

  it('ask only for metrics the product serves (alerts and the Grafana dashboard)', async () => {
    const { families } = await scrape();
    const served = new Set([...families.keys()].flatMap((name) => [name, `${name}_bucket`, `${name}_count`, `${name}_sum`]));
    const dashboard = JSON.parse(readFileSync(path.join(dir, 'grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = [...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)), readFileSync(path.join(dir, 'alerts.yml'), 'utf8')];
    const asked = new Set(exprs.flatMap((e) => e.match(/\b(nafasi|nodejs|process)_\w+/g) ?? []));
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked].filter((name) => !served.has(name))).toEqual([]);
  });
});
