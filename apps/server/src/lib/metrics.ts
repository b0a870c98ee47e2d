import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { rowsOf } from './rows.ts';

/**
 * What an operator watches (issue 34), in Prometheus' text format at GET /metrics, for a scraper
 * holding METRICS_TOKEN (never public: without the token set there is no /metrics at all).
 *
 * - the process (prom-client's defaults: memory, CPU, event-loop lag, handles);
 * - requests by route template, method and status, with their duration;
 * - the database: the pool's connections, query time, whether the change feed is listening;
 * - the realtime hub: open sockets and frames received;
 * - the work that must not stall, read from the database at each scrape: mails by state and the
 *   oldest unsent, M-Pesa payments by state and the oldest pending, refunds due, payouts in flight,
 *   and bookings by state.
 *
 * Every instance answers for itself (its sockets, its pool); the database's figures are the same
 * on each, so alert rules take their max, not their sum (deploy/alerts.yml).
 */
export interface MetricsSources {
  database: Database;
  realtime: { stats(): { sockets: number; framesReceived: number } };
  /** The instance's health now (modules/health's `readHealth`, given by the app: lib sits below the modules). */
  health: () => Promise<{ services: Record<string, { status: string }> }>;
}

/** What one scrape reads from the database: counts by state and, for what waits, the oldest's age. */
const STATE_QUERY = sql`
  select 'mail' as kind, status, count(*)::int as n,
         extract(epoch from now() - min(created_at) filter (where status in ('queued', 'sending')))::float8 as oldest
    from mail_jobs group by status
  union all
  select 'mpesa', status, count(*)::int, extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8
    from mpesa_payments group by status
  union all
  select 'refund', status, count(*)::int, extract(epoch from now() - min(created_at) filter (where status = 'due'))::float8
    from refunds group by status
  union all
  select 'payout', status, count(*)::int,
         extract(epoch from now() - min(created_at) filter (where status in ('queued', 'sending', 'awaiting', 'checking')))::float8
    from payouts group by status
  union all
  select 'booking', status, count(*)::int, null::float8 from bookings group by status`;

export function createMetrics({ database, realtime, health: readHealthNow }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'nafasi_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'nafasi_http_request_duration_seconds',
    help: 'How long HTTP requests took to answer, by route template and method',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const queryDuration = new Histogram({
    name: 'nafasi_db_query_duration_seconds',
    help: 'Database queries sent through the pool (PostgreSQL), and how long each took',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  database.onQuery((seconds) => queryDuration.observe(seconds));
  new Gauge({
    name: 'nafasi_db_pool_connections',
    help: "The database pool's connections: total, idle, and requests waiting for one (PostgreSQL)",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.poolStats();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'nafasi_change_feed_listening',
    help: "1 while this instance listens to the database's change feed (realtime, kept pages, mail), else 0",
    registers,
    collect() {
      this.set(database.listening() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'nafasi_realtime_sockets',
    help: 'Open WebSocket connections on this instance',
    registers,
    collect() {
      this.set(realtime.stats().sockets);
    },
  });
  new Counter({
    name: 'nafasi_realtime_frames_received_total',
    help: 'WebSocket frames received by this instance',
    registers,
    collect() {
      this.reset();
      this.inc(realtime.stats().framesReceived);
    },
  });

  const stateGauge = (name: string, help: string) => new Gauge({ name, help, labelNames: ['status'] as const, registers });
  const ageGauge = (name: string, help: string) => new Gauge({ name, help, registers });
  const byKind = {
    mail: {
      count: stateGauge('nafasi_mail_jobs', 'Mails by state'),
      oldest: ageGauge('nafasi_mail_oldest_unsent_seconds', 'Age of the oldest mail not yet sent'),
    },
    mpesa: {
      count: stateGauge('nafasi_mpesa_payments', 'M-Pesa payments (STK push) by state'),
      oldest: ageGauge('nafasi_mpesa_oldest_pending_seconds', 'Age of the oldest M-Pesa payment still pending'),
    },
    refund: {
      count: stateGauge('nafasi_refunds', 'Refunds by state'),
      oldest: ageGauge('nafasi_refunds_oldest_due_seconds', 'Age of the oldest refund still due'),
    },
    payout: {
      count: stateGauge('nafasi_payouts', 'Payouts to hosts by state'),
      oldest: ageGauge('nafasi_payouts_oldest_in_flight_seconds', 'Age of the oldest payout queued or on its way'),
    },
    booking: { count: stateGauge('nafasi_bookings', 'Bookings by state'), oldest: null },
  } as const;
  const components = new Gauge({
    name: 'nafasi_component_operational',
    help: "1 when a component is operational by the service's own health (what /api/health and /status say), else 0",
    labelNames: ['component'] as const,
    registers,
  });
  const scrapeOk = new Gauge({
    name: 'nafasi_state_scrape_success',
    help: "1 when this scrape read the queues' state from the database, else 0 (their figures are then the last read)",
    registers,
  });

  /** Reads the queues' state into their gauges; a database that does not answer leaves them as they were. */
  async function readState() {
    const health = await readHealthNow();
    for (const [component, { status }] of Object.entries(health.services)) components.set({ component }, status === 'operational' ? 1 : 0);
    try {
      const rows = rowsOf<{ kind: keyof typeof byKind; status: string; n: number; oldest: number | null }>(await database.db.execute(STATE_QUERY));
      for (const { count, oldest } of Object.values(byKind)) {
        count.reset();
        oldest?.set(0);
      }
      for (const row of rows) {
        const kind = byKind[row.kind];
        kind.count.set({ status: row.status }, Number(row.n));
        if (kind.oldest && row.oldest !== null) kind.oldest.set(Math.max(0, Number(row.oldest)));
      }
      scrapeOk.set(1);
    } catch {
      scrapeOk.set(0);
    }
  }

  return {
    registry,
    /** Times every request by its route's template (never its path: the labels stay few). */
    register(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? 'unmatched';
        requests.inc({ method: request.method, route, status: String(reply.statusCode) });
        requestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      });
    },
    /** GET /metrics for a scraper presenting `Authorization: Bearer <token>`. */
    route(app: FastifyInstance, token: string) {
      const expected = Buffer.from(`Bearer ${token}`);
      app.get('/metrics', { config: { access: 'public' }, logLevel: 'warn' }, async (request, reply) => {
        const given = Buffer.from(String(request.headers.authorization ?? ''));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain').send('A metrics token is needed.\n');
        }
        await readState();
        return reply
          .type(registry.contentType)
          .header('cache-control', 'no-store')
          .send(await registry.metrics());
      });
    },
  };
}
