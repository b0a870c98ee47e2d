import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@nafasi/shared/auth';
import { refreshTokens, sessions } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, signUp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let hungSmtp: Server;
/** Connections the mailer closed on the silent SMTP server: it gave up waiting. */
let gaveUp = 0;
beforeAll(async () => {
  // An SMTP server that accepts connections and never says a word: mail can only hang.
  hungSmtp = createServer((socket) => socket.on('close', () => gaveUp++));
  await new Promise<void>((resolve) => hungSmtp.listen(0, '127.0.0.1', resolve));
  const { port } = hungSmtp.address() as { port: number };
  t = await createTestApp({ TRUST_PROXY: '1', SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t?.close();
  hungSmtp?.close();
});

type Opts = { from?: string; forwardedFor?: string };
const login = (email: string, password: string, { from = '198.51.100.1', forwardedFor }: Opts = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor ?? from },
    payload: { email, password },
  });

describe('sign-in lockout', () => {
  it('never locks the owner out: failures from one address stop that address, the right password from another gets in', async () => {
    const victim = await signUp(t);
    for (let i = 0; i < 10; i++) expect((await login(victim.email, `Wrong-Guess-${i}x`, { from: '203.0.113.66' })).statusCode).toBe(400);
    const blocked = await login(victim.email, victim.password, { from: '203.0.113.66' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ (seconds?|minutes?)\.$/);
    const owner = await login(victim.email, victim.password, { from: '198.51.100.23' });
    expect(owner.statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network: moving to another address of the same network does not reset the count (issue 26)', async () => {
    const victim = await signUp(t);
    // Ten wrong guesses, each from another address of one /64 (a phone or a server may use any of them).
    for (let i = 0; i < 10; i++) {
      const res = await login(victim.email, `Wrong-Guess-${i}x`, { from: `2001:db8:aaaa:1:${(i + 1).toString(16)}::${i + 7}` });
      expect(res.statusCode).toBe(400);
    }
    expect((await login(victim.email, victim.password, { from: '2001:db8:aaaa:1:ffff:ffff:ffff:fffe' })).statusCode).toBe(429);
    // Another network is another client.
    expect((await login(victim.email, victim.password, { from: '2001:db8:aaaa:2::1' })).statusCode).toBe(200);
  });

  it('counts by the address the proxy saw (TRUST_PROXY=1): a client cannot dodge the limit by writing X-Forwarded-For', async () => {
    const victim = await signUp(t);
    for (let i = 0; i < 10; i++) {
      const res = await login(victim.email, `Wrong-Guess-${i}y`, { forwardedFor: `10.9.${i}.1, 203.0.113.77` });
      expect(res.statusCode).toBe(400);
    }
    expect((await login(victim.email, 'Wrong-Guess-zz', { forwardedFor: '192.0.2.200, 203.0.113.77' })).statusCode).toBe(429);
  });

  it('sends HSTS only for requests that came over HTTPS through the trusted proxy', async () => {
    const viaTls = await t.app.inject({
      url: '/api/spaces?limit=1',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
    });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ url: '/api/spaces?limit=1', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses TRUST_PROXY=true, and takes a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust any X-Forwarded-For/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be/);
  });

  it("takes the database's connections as a whole number from 1 to 100, ten unless set", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE must be a whole number from 1 to 100/);
    }
  });

  it('counts wrong current passwords when changing it, like sign-in failures', async () => {
    const account = await signUp(t);
    const change = (current: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: account.auth, payload: { current_password: current, password: 'Brand-New-Secret-5' } });
    for (let i = 0; i < 5; i++) expect((await change(`Guess-Number-${i}`)).json().message).toBe(AUTH_MESSAGES.wrongCurrentPassword);
    const limited = await change(account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many wrong current passwords\. Try again in/);
  });
});

describe('answers that tell nothing and wait for nothing', () => {
  it('answers a reset request at once even when the mail server hangs, for a known and an unknown address alike', async () => {
    const account = await signUp(t);
    for (const email of [account.email, 'nobody-here@example.com']) {
      const before = gaveUp;
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
      expect(res.statusCode).toBe(200);
      // Answered while the mail still hangs: had the answer waited for the mail, it would have come
      // only once the mailer gave up on the silent server and closed its connection.
      expect(gaveUp).toBe(before);
    }
  });
});

describe('session lifetimes', () => {
  const me = (token: string) => t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${token}` } });

  it('ends a session unused for 30 days, and any session 90 days after sign-in', async () => {
    const idle = await signUp(t);
    await t.database.db
      .update(sessions)
      .set({ refreshedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sessions.userId, idle.user.id));
    expect((await me(idle.access_token)).statusCode).toBe(401);
    expect((await refresh(idle.refresh_token)).statusCode).toBe(401);

    const old = await signUp(t);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(sessions.userId, old.user.id));
    expect((await refresh(old.refresh_token)).statusCode).toBe(401);

    const fresh = await signUp(t);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
  });

  it('prunes used refresh tokens and ended sessions', async () => {
    const account = await signUp(t);
    const next = (await refresh(account.refresh_token)).json().data;
    const rows = () =>
      t.database.db.select().from(refreshTokens).innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId)).where(eq(sessions.userId, account.user.id));
    expect(await rows()).toHaveLength(2);
    await t.app.jobs.pruneSessions(Date.now() + 8 * 86_400_000);
    // A week on, the used token is gone; the live one stays (the session is still within its lifetime).
    const left = await rows();
    expect(left.map((r) => r.refresh_tokens.usedAt)).toEqual([null]);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
    await t.app.jobs.pruneSessions(Date.now() + 31 * 86_400_000);
    expect(await rows()).toEqual([]);
  });
});
