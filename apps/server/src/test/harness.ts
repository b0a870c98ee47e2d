import type { Clock } from '../lib/clock.ts';
import type { Schedule } from '@nafasi/shared/schedule';
import type { Booking } from '@nafasi/shared/bookings';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { nairobiDate } from '@nafasi/shared/time';
import { freePort } from './free-port.ts';
import pg from 'pg';
import type { BookingStatus } from '@nafasi/shared/bookings';
import { browseCategoryOf, type SpaceCategory } from '@nafasi/shared/categories';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { bookings, c2bTransactions, mpesaPayments, profiles, spaces, users } from '../db/schema.ts';
import { rowsOf } from '../lib/rows.ts';
import { mediaStorage } from '../lib/storage.ts';
// What the global setup provides (its `declare module 'vitest'`), for `inject` below.
import type {} from './global-setup.ts';

/** Which database the API suite runs on: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const dbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * What the API suite's global setup migrated once (test/global-setup.ts), when running under it:
 * the benches and browser journeys that borrow these helpers start from nothing.
 */
async function provided(key: 'pgliteSnapshot' | 'postgresTemplate'): Promise<string | undefined> {
  try {
    // Loaded lazily: outside a test worker (a bench) vitest cannot be loaded at all.
    const { inject } = await import('vitest');
    return inject(key);
  } catch {
    return undefined;
  }
}

let snapshot: Promise<Blob | undefined> | undefined;
/** The migrated embedded database each test's PGlite starts from, read once per worker. */
const pgliteSnapshot = () =>
  (snapshot ??= (async () => {
    const file = await provided('pgliteSnapshot');
    return file ? new Blob([await readFile(file)]) : undefined;
  })());

/**
 * A fresh PostgreSQL database for one test file, dropped by the returned function: migrated (a copy
 * of the suite's template) unless `empty` (template0: nothing in it, as `createdb` makes for a restore).
 */
export async function freshPostgresDatabase({ empty = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL server to create test databases on)');
  const name = `nafasi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = empty ? 'template0' : await provided('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** The PostgreSQL database's address (PostgreSQL only). */
  databaseUrl: string | undefined;
  /** Another app on the same database (PostgreSQL only), to test what crosses instances. */
  startAnotherInstance(): Promise<App>;
  close(): Promise<void>;
}

/** `env` sets configuration as the environment would (SMTP_URL, REFRESH_REUSE_INTERVAL_S...); `clock` is the time the auth service reads (`offsetClock()` to jump ahead); `periodicJobs: false` leaves the jobs to the test's calls; `webDist` serves a built web app (or a test's stand-in) from that folder. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; logStream?: NodeJS.WritableStream; periodicJobs?: boolean; webDist?: string } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-test-'));
  const pgdb = dbKind === 'postgres' ? await freshPostgresDatabase() : null;
  // Tests play many people from one address (127.0.0.1): no search budget unless a test sets one.
  const config = {
    // The suite's money figures are the specification's (a flat 10 %, no withholding on payouts);
    // tax.test.ts, the ledger's test and the journeys run the others (docs/TAX.md).
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEARCH_CACHE_MS: '0',
      SEARCH_BUDGET_PER_ADDRESS: '0',
      TAX_MODEL: 'flat',
      PAYOUT_WITHHOLDING_PERCENT: '0',
      ETIMS_ENV: 'off',
      ...env,
    }),
    webDist: options.webDist ?? null,
  };
  const databases: Database[] = [];
  const apps: App[] = [];
  const open = async () => {
    const database = await openDatabase({ url: pgdb?.url, poolSize: 5, startFrom: pgdb ? undefined : await pgliteSnapshot() });
    databases.push(database);
    await database.migrate();
    const app = await buildApp({
      config,
      database,
      storage: mediaStorage(config),
      logger: options.logStream ? { stream: options.logStream } : false,
      clock: options.clock,
      periodicJobs: options.periodicJobs,
    });
    apps.push(app);
    return { app, database };
  };
  const first = await open();
  // Serving, as a balancer would wait for: its health check says so from here on.
  await first.app.started();
  return {
    ...first,
    config,
    databaseUrl: pgdb?.url,
    async startAnotherInstance() {
      if (!pgdb) throw new Error('Several instances share a PostgreSQL server; PGlite is one process');
      return (await open()).app;
    },
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await pgdb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app that listens where Daraja (the simulator) calls back: M-Pesa callbacks, C2B reports,
 * B2C and status results come over HTTP, so the product must be reachable at its callback address.
 */
export async function createListeningTestApp(env: Record<string, string> = {}, options: Parameters<typeof createTestApp>[1] = {}): Promise<TestContext> {
  const port = await freePort();
  const t = await createTestApp({ MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`, ...env }, options);
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}

/**
 * Waits until a C2B report is settled: M-Pesa's Transaction Status confirmed it (its answer comes a
 * moment after the report) and it paid its booking or is owed back (a till payment waits for its
 * code). Resolves with the report's row.
 */
export async function c2bSettled(t: TestContext, transId: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db.select().from(c2bTransactions).where(eq(c2bTransactions.transId, transId));
    if (row?.verifiedAt && (row.matchedBookingId || row.refundedAt || row.billRef === '')) return row;
    if (Date.now() > until) throw new Error(`the C2B report ${transId} was not settled within ${timeoutMs} ms: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A fresh space of `hourlyRate` (an event hall, its `schedule` when given), booked by `guest`
 * through the API from 09:00 to `endTime` (10:00) on a day `daysAhead` from now (each call its own
 * space, so days never clash), on a company's account when `companyId` is given.
 */
export async function bookFreshSpace(
  t: TestContext,
  guest: { auth: Record<string, string> },
  options: { hourlyRate: number; daysAhead: number; endTime?: string; category?: SpaceCategory; schedule?: Schedule; companyId?: string },
) {
  const space = await insertSpace(t.database, { hourlyRate: options.hourlyRate, category: options.category, schedule: options.schedule });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: guest.auth,
    payload: {
      spaceId: space.id,
      date: nairobiDate(new Date(Date.now() + options.daysAhead * 86_400_000)),
      startTime: '09:00',
      endTime: options.endTime ?? '10:00',
      ...(options.companyId && { companyId: options.companyId }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.statusCode} ${res.body}`);
  return res.json().data as Booking;
}

let counter = 0;
export interface SpaceFixture {
  title?: string;
  description?: string;
  location?: string;
  hourlyRate?: number;
  capacity?: number;
  category?: SpaceCategory;
  amenities?: string[];
  status?: 'pending' | 'approved' | 'rejected' | 'paused';
  rating?: number;
  reviews?: number;
  createdAt?: Date;
  schedule?: Schedule;
  latitude?: number;
  longitude?: number;
  /** Its host (and the name the space shows for them). */
  ownerId?: string;
  ownerName?: string;
}

/** Inserts a space straight into the database (owners' and admins' routes come later). */
export async function insertSpace(database: Database, fixture: SpaceFixture = {}) {
  counter += 1;
  const category = fixture.category ?? 'meeting-room';
  const [row] = await database.db
    .insert(spaces)
    .values({
      title: fixture.title ?? `Test Space ${counter}`,
      description: fixture.description ?? 'A room for testing.',
      location: fixture.location ?? 'Westlands, Nairobi',
      hourlyRateCents: Math.round((fixture.hourlyRate ?? 1000) * 100),
      capacity: fixture.capacity ?? 10,
      category,
      browseCategory: browseCategoryOf(category),
      amenities: fixture.amenities ?? ['wifi'],
      status: fixture.status ?? 'approved',
      rating: fixture.rating ?? 5,
      reviewsCount: fixture.reviews ?? 0,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt, updatedAt: fixture.createdAt } : {}),
      ...(fixture.schedule ? { schedule: fixture.schedule } : {}),
      latitude: fixture.latitude ?? null,
      longitude: fixture.longitude ?? null,
      ...(fixture.ownerId ? { ownerId: fixture.ownerId, ownerName: fixture.ownerName ?? 'Test Host' } : {}),
    })
    .returning();
  return row!;
}

let userCounter = 0;
/**
 * Registers an account through the API, confirms its address (as the mailed link would; the link
 * itself has its own tests, `verified: false` leaves it unconfirmed) and signs in; `role` is then
 * set as an admin would.
 */
export async function signUp(
  t: TestContext,
  options: { role?: 'user' | 'owner' | 'admin'; email?: string; password?: string; name?: string; verified?: boolean } = {},
) {
  userCounter += 1;
  const email = options.email ?? `person${userCounter}-${Date.now()}@example.co.ke`;
  const password = options.password ?? 'Savanna-Test-2025!';
  // Each from its own address, as separate people would be (sign-ups are limited per address).
  const remoteAddress = `10.0.${Math.floor(userCounter / 250)}.${userCounter % 250}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { full_name: options.name ?? `Test Person ${userCounter}`, email, password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  if (options.verified !== false) await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const session = login.json().data as { access_token: string; refresh_token: string; user: { id: string } };
  if (options.role && options.role !== 'user') {
    await t.database.db.update(profiles).set({ role: options.role }).where(eq(profiles.userId, session.user.id));
  }
  return { ...session, email, password, auth: { authorization: `Bearer ${session.access_token}` } };
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data request body with files (and text fields before them), as a browser would send it. */
export function multipartFiles(parts: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----nafasi${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`),
      p.content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data request body with one file. */
export function multipartFile(field: string, filename: string, contentType: string, content: Buffer) {
  return multipartFiles([{ field, filename, contentType, content }]);
}

/** A PNG whose header claims width × height pixels (a "pixel flood"), with a valid CRC. */
export async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const ihdr = png.subarray(12, 29); // 'IHDR' + 13 bytes of data
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  png.writeUInt32BE(crc32(ihdr), 29);
  return png;
}

/** Inserts a booking straight into the database (to set up availability and overlap cases). */
export async function insertBooking(
  database: Database,
  b: { spaceId: string; userId: string; startTime: Date; endTime: Date; blockedUntil?: Date; status?: BookingStatus; paymentStatus?: 'pending' | 'paid' },
) {
  counter += 1;
  const suffix = `${counter}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  return database.db
    .insert(bookings)
    .values({
      reference: `NF-T${suffix}`,
      invoiceId: `INV-T${suffix}`,
      status: b.status ?? 'pending',
      // A confirmed booking is a paid one (the bookings' state machine knows no other).
      ...(b.status === 'confirmed' ? { paymentStatus: 'paid' as const } : {}),
      subtotalCents: 100,
      taxCents: 10,
      totalCents: 110,
      blockedUntil: b.endTime,
      ...b,
    })
    .returning({ id: bookings.id })
    .then(([row]) => row!);
}

/**
 * An M-Pesa payment left pending for a guest's booking, as old as `ageMinutes` by the database's
 * own clock (what /api/health measures): over 15 minutes, payments read as degraded. Returns its
 * removal.
 */
export async function insertStuckPayment(t: TestContext, ageMinutes: number) {
  const guest = await signUp(t);
  const space = await insertSpace(t.database, { status: 'approved' });
  const start = new Date(Date.now() + 5 * 86_400_000);
  const booking = await insertBooking(t.database, {
    spaceId: space.id,
    userId: guest.user.id,
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
  });
  const [payment] = await t.database.db
    .insert(mpesaPayments)
    .values({
      bookingId: booking.id,
      phone: '254708374149',
      amount: 1,
      callbackTokenHash: `h-${booking.id}`,
      createdAt: sql`now() - make_interval(mins => ${ageMinutes})`,
    })
    .returning({ id: mpesaPayments.id });
  return () => t.database.db.delete(mpesaPayments).where(eq(mpesaPayments.id, payment!.id));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Anyone the tests sign up (`signUp`), or null for a visitor. */
export type Caller = { auth: Record<string, string> } | null;

/** A device's session refreshed with its refresh token (after the clock moved past its access token): the new access token is the caller's. */
export async function refreshSession(t: TestContext, who: { refresh_token: string; auth: Record<string, string> }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${who.refresh_token}` } });
  if (res.statusCode === 200) who.auth = { authorization: `Bearer ${res.json().data.access_token}` };
  return res;
}

/**
 * Requests to the app as one person, or as a visitor: `as(t, owner).post('/api/spaces', body)`.
 * The one way tests call the API on someone's behalf.
 */
export function as(t: TestContext, who: Caller) {
  const send =
    (method: Method) =>
    (url: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, headers: { ...(who?.auth ?? {}), ...headers }, ...(payload ? { payload } : {}) });
  return { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') };
}

/**
 * PostgreSQL's plan for a query, as EXPLAIN's lines joined. EXPLAIN cannot take bind parameters
 * through every driver, so they are inlined as literals (test data only).
 */
export async function explain(db: Pick<Db, 'execute'>, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
  });
  return rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql.raw(`explain ${inlined}`)))
    .map((r) => r['QUERY PLAN'])
    .join('\n');
}
