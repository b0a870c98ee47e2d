import { systemClock } from '../lib/clock.ts';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_LIMITS, type RealtimeServerMessage } from '@nafasi/shared/realtime';
import { createRealtimeHub } from './hub.ts';
import { createRoomProtocol } from '../modules/meetings/room-protocol.ts';
import { createTestApp, dbKind, insertSpace, type TestContext } from '../test/harness.ts';
import { connect } from '../test/ws-client.ts';

describe('the hub when the database falters', () => {
  /** A hub on a stand-in database whose notifications and failures the test drives. */
  async function hubWith(findPublic: (id: string) => Promise<unknown>) {
    let deliver: (payload: string) => void = () => {};
    let resume: () => void = () => {};
    const authenticate = async (): Promise<never> => {
      throw new Error('no accounts here');
    };
    const log = { error() {}, warn() {}, info() {} } as never;
    const hub = createRealtimeHub({
      database: {
        listen: async (_channel: string, onPayload: (p: string) => void, onResume?: () => void) => ((deliver = onPayload), (resume = onResume ?? (() => {}))),
      } as never,
      spaces: { findPublic } as never,
      rooms: (transport) =>
        createRoomProtocol(
          {
            meetings: { heartbeat: async () => {}, participants: async () => [] } as never,
            authenticate,
            notify: async () => {},
            log,
            limits: REALTIME_LIMITS,
            presenceRefreshMs: 60_000,
            clock: systemClock,
          },
          transport,
        ),
      authenticate,
      log,
      maxSocketsPerAddress: 10,
    });
    const app = Fastify();
    await app.register(websocket);
    await app.register(hub.plugin, { prefix: '/api' });
    await hub.start();
    return { app, deliver: (p: object) => deliver(JSON.stringify(p)), resume: () => resume() };
  }

  it('does not tell pages a space was deleted when reading it failed: it asks them to read again', async () => {
    const { app, deliver } = await hubWith(() => Promise.reject(new Error('Connection terminated unexpectedly')));
    const client = await connect(app as never);
    await client.subscribe('spaces');
    deliver({ kind: 'space', op: 'UPDATE', id: '6f1c1d2e-0000-4000-8000-000000000001' });
    await client.next((m) => m.type === 'resync');
    // A real deletion still says so; changes go out in the order they came, so this one is the only.
    deliver({ kind: 'space', op: 'DELETE', id: '6f1c1d2e-0000-4000-8000-000000000002' });
    expect(await client.next((m) => m.type === 'change')).toMatchObject({ event: 'DELETE', old: { id: '6f1c1d2e-0000-4000-8000-000000000002' } });
    expect(client.messages.filter((m) => m.type === 'change')).toHaveLength(1);
    client.socket.close();
    await app.close();
  });

  it('parses every notification by its kind: a malformed one, or one of a kind nobody knows, changes nothing (issue 28)', async () => {
    const { app, deliver } = await hubWith(async () => null);
    const client = await connect(app as never);
    await client.subscribe('spaces');
    for (const bad of [
      { table: 'spaces', op: 'UPDATE', id: '6f1c1d2e-0000-4000-8000-000000000003' },
      { kind: 'space', op: 'UPDATE', id: 'not-a-uuid' },
      { kind: 'gossip' },
    ])
      deliver(bad);
    deliver({ kind: 'space', op: 'DELETE', id: '6f1c1d2e-0000-4000-8000-000000000004' });
    // Only the well-formed one reached the page.
    const change = await client.next((m) => m.type === 'change');
    expect(change).toMatchObject({ event: 'DELETE', old: { id: '6f1c1d2e-0000-4000-8000-000000000004' } });
    expect(client.messages.filter((m) => m.type === 'change')).toHaveLength(1);
    client.socket.close();
    await app.close();
  });

  it('tells every client to read again when notifications resume after a gap', async () => {
    const { app, resume } = await hubWith(async () => null);
    const a = await connect(app as never);
    const b = await connect(app as never);
    await a.subscribe('spaces');
    await b.subscribe('availability:6f1c1d2e-0000-4000-8000-000000000003');
    resume();
    await Promise.all([a.next((m) => m.type === 'resync'), b.next((m) => m.type === 'resync')]);
    a.socket.close();
    b.socket.close();
    await app.close();
  });
});

describe.runIf(dbKind === 'postgres')('LISTEN on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('after the listening connection is killed, again and again, it comes back within a second each time and tells clients to resync', async () => {
    const client = await connect(t.app);
    await client.subscribe('spaces');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const result = await t.database.db.execute(sql`select current_database() as db`);
    url.pathname = `/${(result as { rows: { db: string }[] }).rows[0]!.db}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    for (let round = 0; round < 5; round++) {
      const before = client.messages.length;
      const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
      expect(killed.rowCount, `round ${round}`).toBe(1);
      // A change made in the gap is not pushed, but the clients are told to read again.
      await insertSpace(t.database, { title: `Made in gap ${round}` });
      // Without a backoff reset the fifth reconnect would wait 8 s.
      await client.next((m: RealtimeServerMessage) => m.type === 'resync' && client.messages.indexOf(m) >= before, 2500);
    }
    // And live changes flow again.
    const after = await insertSpace(t.database, { title: 'After the gaps' });
    await client.next((m) => m.type === 'change' && m.event === 'INSERT' && m.record.id === after.id);
    await admin.end();
    client.socket.close();
  }, 30_000);
});
