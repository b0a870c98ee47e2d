import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles, sessions, users } from '../../db/schema.ts';
import { offsetClock } from '../../lib/clock.ts';
import { createTestApp, dbKind, signUp, type TestContext } from '../../test/harness.ts';
import { keptSessions, SESSION_KEPT_MS, type KeptSession } from './kept-sessions.ts';

const SID = ['0b6c3a2e-1d4f-4e8a-9c7b-2f5e8d1a3c60', '1c7d4b3f-2e5a-4f9b-8d6c-3a6f9e2b4d71', '2d8e5c4a-3f6b-4a0c-9e7d-4b7a0f3c5e82'];
const ANA = 'a1f0c9e8-7d6b-4a5c-8b3d-2e1f0a9b8c7d';
const BEN = 'b2a1d0f9-8e7c-4b6d-9c4e-3f2a1b0c9d8e';
const T0 = Date.UTC(2026, 10, 27, 21, 30);
const session = (userId: string, role: KeptSession['role'] = 'user'): KeptSession => ({
  userId,
  email: `${userId.slice(0, 4)}@example.co.ke`,
  emailVerified: true,
  role,
  refreshedAtMs: T0 - 1000,
  createdAtMs: T0 - 5000,
});

describe('sessions kept in memory', () => {
  it('gives a kept session back to its own person for a minute, then asks the database again', () => {
    const kept = keptSessions({ fed: () => true });
    kept.keep(SID[0]!, session(ANA), kept.epoch(), T0);
    expect(kept.get(SID[0]!, ANA, T0 + SESSION_KEPT_MS - 1)?.userId).toBe(ANA);
    // A token naming another person with this session's id is not this session.
    expect(kept.get(SID[0]!, BEN, T0)).toBeUndefined();
    expect(kept.get(SID[0]!, ANA, T0 + SESSION_KEPT_MS)).toBeUndefined();
    expect(kept.size(), 'a session kept too long is dropped').toBe(0);
    // A clock set back before the moment it was kept does not trust it either.
    kept.keep(SID[0]!, session(ANA), kept.epoch(), T0);
    expect(kept.get(SID[0]!, ANA, T0 - 1)).toBeUndefined();
  });

  it("forgets one person's sessions on their news, everyone's after a gap, and keeps no read that began before news", () => {
    const kept = keptSessions({ fed: () => true });
    kept.keep(SID[0]!, session(ANA), kept.epoch(), T0);
    kept.keep(SID[1]!, session(ANA), kept.epoch(), T0);
    kept.keep(SID[2]!, session(BEN), kept.epoch(), T0);
    kept.forget(ANA);
    expect([kept.get(SID[0]!, ANA, T0), kept.get(SID[1]!, ANA, T0)]).toEqual([undefined, undefined]);
    expect(kept.get(SID[2]!, BEN, T0)?.userId).toBe(BEN);
    // A read of Ana's session begins; Ben's news arrives before it returns: the read may hold
    // Ana's row from before a change whose news was just heard, so it is not kept.
    const since = kept.epoch();
    kept.forget(BEN);
    kept.keep(SID[0]!, session(ANA), since, T0);
    expect(kept.get(SID[0]!, ANA, T0)).toBeUndefined();
    kept.keep(SID[0]!, session(ANA), kept.epoch(), T0);
    kept.forget(null);
    expect(kept.size()).toBe(0);
  });

  it('keeps nothing, and gives nothing back, while the change feed is away', () => {
    let fed = true;
    const kept = keptSessions({ fed: () => fed });
    kept.keep(SID[0]!, session(ANA), kept.epoch(), T0);
    fed = false;
    expect(kept.get(SID[0]!, ANA, T0)).toBeUndefined();
    expect(kept.size(), 'what was kept before the gap is forgotten').toBe(0);
    kept.keep(SID[1]!, session(BEN), kept.epoch(), T0);
    fed = true;
    expect(kept.get(SID[1]!, BEN, T0)).toBeUndefined();
  });

  it('holds at most its limit, the oldest kept going first', () => {
    const kept = keptSessions({ fed: () => true, limit: 2 });
    for (const sid of SID) kept.keep(sid, session(ANA), kept.epoch(), T0);
    expect(kept.size()).toBe(2);
    expect(kept.get(SID[0]!, ANA, T0)).toBeUndefined();
    expect(kept.get(SID[2]!, ANA, T0)?.userId).toBe(ANA);
    // The person's index forgets the dropped one too: forgetting Ana leaves nothing behind.
    kept.forget(ANA);
    expect(kept.size()).toBe(0);
  });
});

describe('a signed-in request and its kept session (issue 33)', () => {
  let t: TestContext;
  const clock = offsetClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());
  const me = (token: string, app = t.app) => app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  const stats = (token: string, app = t.app) => app.inject({ url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
  const topic = (token: string) => t.app.inject({ method: 'POST', url: '/api/forum/topics', headers: { authorization: `Bearer ${token}` }, payload: {} });
  /** A write to a session that notifies nobody (triggers off for it), as no path of the product writes. */
  const silently = (write: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(write));
    });

  it('serves a live session from memory, and reads it again within a minute', async () => {
    const person = await signUp(t);
    expect((await me(person.access_token)).statusCode).toBe(200);
    // Revoked where no trigger tells anyone: the kept session still answers, so no statement read it.
    await silently(`update sessions set revoked_at = now() where user_id = '${person.user.id}'`);
    expect((await me(person.access_token)).statusCode).toBe(200);
    // A minute on, it is read again and found revoked.
    clock.advance(SESSION_KEPT_MS);
    expect((await me(person.access_token)).statusCode).toBe(401);
  });

  it("ends a kept session as soon as the feed tells of a revocation written elsewhere (another instance, an operator's SQL)", async () => {
    for (let round = 0; round < 3; round++) {
      const person = await signUp(t);
      expect((await me(person.access_token)).statusCode).toBe(200);
      await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, person.user.id));
      await vi.waitFor(async () => expect((await me(person.access_token)).statusCode).toBe(401), { timeout: 5000, interval: 20 });
    }
  });

  it('follows a role, an address and its confirmation changed elsewhere', async () => {
    const person = await signUp(t, { verified: false });
    expect((await stats(person.access_token)).statusCode).toBe(403);
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, person.user.id));
    await vi.waitFor(async () => expect((await stats(person.access_token)).statusCode).toBe(200), { timeout: 5000, interval: 20 });
    // The confirmation as the access check sees it: writing in the forum is for confirmed accounts
    // only (an empty topic is refused for what it lacks once the account may write).
    expect((await topic(person.access_token)).json().code).toBe('email_unverified');
    await t.database.db
      .update(users)
      .set({ email: `moved-${Date.now()}@example.co.ke`, emailVerified: true })
      .where(eq(users.id, person.user.id));
    await vi.waitFor(async () => expect((await topic(person.access_token)).statusCode).toBe(400), { timeout: 5000, interval: 20 });
  });

  it("this instance's own writes end or change a kept session before they answer: no wait for the feed", async () => {
    for (let round = 0; round < 5; round++) {
      const admin = await signUp(t, { role: 'admin' });
      const person = await signUp(t);
      const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } });
      const second = other.json().data.access_token as string;
      for (const token of [admin.access_token, person.access_token, second]) expect((await me(token)).statusCode).toBe(200);
      expect((await stats(person.access_token)).statusCode).toBe(403);
      // An admin makes the person an admin: their very next request may use it.
      const made = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${person.user.id}/role`, headers: admin.auth, payload: { role: 'admin' } });
      expect(made.statusCode, made.body).toBe(200);
      expect((await stats(person.access_token)).statusCode).toBe(200);
      // Signing out everywhere else ends the second device's session at once.
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout?scope=others', headers: person.auth });
      expect(out.statusCode, out.body).toBeLessThan(300);
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(person.access_token)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: person.auth });
      expect((await me(person.access_token)).statusCode).toBe(401);
    }
  });

  it.runIf(dbKind === 'postgres')('a revocation written while the feed was away is not missed: the gap forgets every kept session', async () => {
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      for (let round = 0; round < 3; round++) {
        // The feed is back from the round before (its listener reconnects after a pause).
        await vi.waitFor(() => expect(t.database.listening()).toBe(true), { timeout: 5000, interval: 20 });
        const person = await signUp(t);
        expect((await me(person.access_token)).statusCode).toBe(200);
        const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
        expect(killed.rowCount, `round ${round}`).toBe(1);
        // Its notification goes nowhere: the instance's listener is gone.
        await admin.query('update sessions set revoked_at = now() where user_id = $1', [person.user.id]);
        await vi.waitFor(async () => expect((await me(person.access_token)).statusCode).toBe(401), { timeout: 5000, interval: 20 });
      }
    } finally {
      await admin.end();
    }
  });

  it.runIf(dbKind === 'postgres')('a revocation on one instance ends the session another instance kept', async () => {
    const other = await t.startAnotherInstance();
    for (let round = 0; round < 3; round++) {
      const person = await signUp(t);
      expect((await me(person.access_token, other)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout?scope=global', headers: person.auth });
      await vi.waitFor(async () => expect((await me(person.access_token, other)).statusCode).toBe(401), { timeout: 5000, interval: 20 });
    }
  });
});
