import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@nafasi/shared/auth';
import { PASSWORD_MESSAGES } from '@nafasi/shared/password';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { sharedSecret } from '../../lib/secrets.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { m } from '@nafasi/shared/i18n';
import { buildApp } from '../../app.ts';
import { createTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { offsetClock } from '../../lib/clock.ts';

let t: TestContext;
/** The auth service's time: moved forward where a test would otherwise wait. */
const clock = offsetClock();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  // A reuse interval of one second keeps the "leaked token" case quick to reach.
  t = await createTestApp({ SMTP_URL: mailbox.url, REFRESH_REUSE_INTERVAL_S: '1', PUBLIC_URL: 'https://nafasi.test' }, { clock });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

describe('registration', () => {
  const confirmLink = (text: string) => text.match(/https:\/\/nafasi\.test\/verify-email\?token=([A-Za-z0-9_-]+)/)![1]!;

  it('creates an account that must confirm its address; the mailed link confirms it and signs in', async () => {
    const res = await post('/api/auth/register', { full_name: 'Wanjiru Kamau', email: '  Wanjiru@Example.co.KE ', password: 'Savannah-Sunrise-7' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { message: AUTH_MESSAGES.registered } });
    const [row] = await t.database.db
      .select({ hash: users.passwordHash, verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, 'wanjiru@example.co.ke'));
    // The database keeps only an argon2id hash, and the address is not confirmed yet.
    expect(row).toMatchObject({ verified: false, hash: expect.stringMatching(/^\$argon2id\$/) });

    // Unconfirmed, the account may sign in and browse, but not book.
    const early = (await post('/api/auth/login', { email: 'wanjiru@example.co.ke', password: 'Savannah-Sunrise-7' })).json().data;
    expect(early.user).toMatchObject({ email_verified: false, role: 'user', name: 'Wanjiru Kamau' });
    const booking = await post(
      '/api/bookings',
      { spaceId: '00000000-0000-4000-8000-000000000000', date: '2030-01-01', startTime: '09:00', endTime: '10:00' },
      { authorization: `Bearer ${early.access_token}` },
    );
    expect(booking.statusCode).toBe(403);
    expect(booking.json()).toMatchObject({ code: 'email_unverified', message: AUTH_MESSAGES.unverified });

    const mail = await mailbox.find('wanjiru@example.co.ke', 'Confirm your e-mail address for Nafasi');
    const token = confirmLink(mail.text);
    const verified = await post('/api/auth/verify', { token });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'wanjiru@example.co.ke', email_verified: true, has_password: true },
    });
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(session)).not.toContain('Savannah-Sunrise-7');
    // Sessions opened before the confirmation (perhaps by whoever typed the address) end.
    expect((await me(early.access_token)).statusCode).toBe(401);
    expect((await me(session.access_token)).json().data.email_verified).toBe(true);
    const again = await post('/api/auth/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_verification_token', message: AUTH_MESSAGES.verifyInvalid });
  });

  it('answers a taken address exactly as a new one, keeps the account as it was, and mails its owner a way in', async () => {
    const first = await signUp(t);
    const taken = await post('/api/auth/register', { full_name: 'Again', email: first.email.toUpperCase(), password: 'Another-Password-8' });
    const fresh = await post('/api/auth/register', { full_name: 'New', email: `fresh-${Date.now()}@example.co.ke`, password: 'Another-Password-8' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    const mail = await mailbox.find(first.email, 'You already have a Nafasi account');
    expect(mail.text).toMatch(/https:\/\/nafasi\.test\/reset-password\?token=/);
    expect((await post('/api/auth/login', { email: first.email, password: first.password })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: first.email, password: 'Another-Password-8' })).statusCode).toBe(400);
  });

  it('sends a new confirmation link on request, a few an hour, and none once confirmed', async () => {
    const account = await signUp(t, { verified: false });
    const auth = { authorization: `Bearer ${account.access_token}` };
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/verify/resend', undefined, auth)).json().data.message).toBe(AUTH_MESSAGES.verifySent);
    expect((await post('/api/auth/verify/resend', undefined, auth)).statusCode).toBe(429);
    const done = await signUp(t);
    const refused = await post('/api/auth/verify/resend', undefined, { authorization: `Bearer ${done.access_token}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AUTH_MESSAGES.alreadyVerified);
  });

  it.each([
    [{ full_name: 'A', email: 'a@example.com', password: 'short' }, 'password', PASSWORD_MESSAGES.tooShort],
    [{ full_name: 'A', email: 'a@example.com', password: 'seven77' }, 'password', PASSWORD_MESSAGES.tooShort],
    [{ full_name: 'A', email: 'a@example.com', password: 'iloveyou' }, 'password', PASSWORD_MESSAGES.tooCommon],
    [{ full_name: 'A', email: 'a@example.com', password: 'ILoveYou' }, 'password', PASSWORD_MESSAGES.tooCommon],
    [{ full_name: 'A', email: 'a@example.com', password: 'nafasi123' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'My-Nafasi-Pass' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'Nairobi2025' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'P@ssw0rd' }, 'password', PASSWORD_MESSAGES.guessable],
    // Issue 26: a breached word dressed up with a year or symbols, and the site's own words.
    [{ full_name: 'A', email: 'a@example.com', password: 'Summer2025' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'Sunshine!99' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'mpesa123' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'M-Pesa2025!' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'Jambo2025!' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'Karibu@2024' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: 'Mombasa1990' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'a@example.com', password: '2025Safaricom' }, 'password', PASSWORD_MESSAGES.guessable],
    [{ full_name: 'A', email: 'otieno.k@example.com', password: 'Otieno.K-1990' }, 'password', PASSWORD_MESSAGES.containsEmail],
    // Issue 57: zxcvbn with Kenya's words, and the person's own name.
    [{ full_name: 'A', email: 'a@example.com', password: 'Kipchoge2024' }, 'password', PASSWORD_MESSAGES.tooWeak],
    [{ full_name: 'A', email: 'a@example.com', password: 'GorMahia1!' }, 'password', PASSWORD_MESSAGES.tooWeak],
    [{ full_name: 'A', email: 'a@example.com', password: 'Niaje2025!' }, 'password', PASSWORD_MESSAGES.tooWeak],
    [{ full_name: 'Zawadi Cherono', email: 'zc@example.com', password: 'Cherono2024!' }, 'password', PASSWORD_MESSAGES.tooWeak],
    [{ full_name: 'A', email: 'not-an-email', password: 'Good-Password-9' }, 'email', 'Enter a valid e-mail address'],
    [{ full_name: '   ', email: 'a@example.com', password: 'Good-Password-9' }, 'full_name', 'Full name is required'],
    [{ email: 'a@example.com', password: 'Good-Password-9' }, 'full_name', 'Full name is required'],
    [{ full_name: 7, email: 'a@example.com', password: 'Good-Password-9' }, 'full_name', 'Full name must be text'],
    [{ full_name: 'A', email: 'a@example.com', password: 'Good-Password-9', role: 'admin' }, 'role', 'Unknown body field: role'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().message).toContain(message);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const account = await signUp(t);
    const res = await post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(account.email);
  });

  it('says the same sentence for a wrong password and an unknown e-mail', async () => {
    const account = await signUp(t);
    const wrong = await post('/api/auth/login', { email: account.email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits sign-in attempts per e-mail address: 429 saying when to try again', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 10; i++) expect((await post('/api/auth/login', { email: account.email, password: `wrong-${i}` })).statusCode).toBe(400);
    const limited = await post('/api/auth/login', { email: account.email, password: account.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ (minutes?|seconds?)\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('tokens and sessions', () => {
  it('refresh rotates the token and answers the session shape', async () => {
    const account = await signUp(t);
    const res = await post('/api/auth/refresh', undefined, { authorization: `Bearer ${account.refresh_token}` });
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(Object.keys(next).sort()).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user']);
    expect(next.refresh_token).not.toBe(account.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);
  });

  it('lets two tabs refresh with one token at once, but a token reused later revokes the whole session', async () => {
    const account = await signUp(t);
    const bearer = { authorization: `Bearer ${account.refresh_token}` };
    const [a, b] = await Promise.all([post('/api/auth/refresh', undefined, bearer), post('/api/auth/refresh', undefined, bearer)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Past the one-second window in which a second tab may present the same token.
    clock.advance(1300);
    const reused = await post('/api/auth/refresh', undefined, bearer);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('refresh_token_reused');
    // The thief's and the owner's tokens both stop working.
    expect((await post('/api/auth/refresh', undefined, { authorization: `Bearer ${a.json().data.refresh_token}` })).statusCode).toBe(401);
    expect((await me(b.json().data.access_token)).statusCode).toBe(401);
  });

  it('signs nobody out when the signing key (JWT_SECRET) is rotated: an old access token is refused, the refresh token renews the session (docs/OPERATIONS.md)', async () => {
    const account = await signUp(t);
    // The same database, restarted with a new key (as a rolling deploy does).
    const rotated = await buildApp({ config: { ...t.config, jwtSecret: 'a-new-signing-key-of-at-least-32-characters!' }, database: t.database, logger: false });
    try {
      const old = await rotated.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${account.access_token}` } });
      expect(old.statusCode).toBe(401);
      const renewed = await rotated.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${account.refresh_token}` } });
      expect(renewed.statusCode).toBe(200);
      const fresh = await rotated.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${renewed.json().data.access_token}` } });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().data.email).toBe(account.email);
    } finally {
      await rotated.close();
    }
  });

  it('refuses a missing, unknown or malformed refresh token', async () => {
    expect((await post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, { authorization: 'Bearer nonsense-token-that-was-never-issued' })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, { authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('refuses tampered, expired, unsigned and foreign-audience access tokens', async () => {
    const account = await signUp(t);
    const [head, payload, sig] = account.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
    expect((await me(`${head}.${forged}.${sig}`)).json().code).toBe('invalid_token');

    const secret = new TextEncoder().encode(await sharedSecret(t.database.db, 'jwt'));
    const sign = (overrides: { exp?: number; aud?: string; alg?: string }) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('nafasi')
        .setAudience(overrides.aud ?? 'authenticated')
        .setIssuedAt()
        .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 60)
        .sign(secret);
    const expired = await me(await sign({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('token_expired');
    expect((await me(await sign({ aud: 'someone-else' }))).statusCode).toBe(401);
    expect((await me(await sign({ alg: 'HS512' }))).statusCode).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await me(none)).statusCode).toBe(401);
    expect((await me(await sign({}))).statusCode).toBe(200);
  });

  it('signs out this device, the others, or all of them', async () => {
    const account = await signUp(t);
    const second = (await post('/api/auth/login', { email: account.email, password: account.password })).json().data;
    const third = (await post('/api/auth/login', { email: account.email, password: account.password })).json().data;
    const logout = (token: string, scope: string) =>
      t.app.inject({ method: 'POST', url: `/api/auth/logout?scope=${scope}`, headers: { authorization: `Bearer ${token}` } });

    expect((await logout(account.access_token, 'others')).statusCode).toBe(204);
    expect((await me(account.access_token)).statusCode).toBe(200);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await me(third.access_token)).statusCode).toBe(401);

    const fourth = (await post('/api/auth/login', { email: account.email, password: account.password })).json().data;
    expect((await logout(fourth.access_token, 'local')).statusCode).toBe(204);
    expect((await me(fourth.access_token)).statusCode).toBe(401);
    expect((await me(account.access_token)).statusCode).toBe(200);

    expect((await logout(account.access_token, 'global')).statusCode).toBe(204);
    expect((await me(account.access_token)).statusCode).toBe(401);
    expect((await logout(account.access_token, 'bogus')).statusCode).toBe(401);
  });
});

describe('profile and password', () => {
  it('updates the name; a user cannot change their own role', async () => {
    const account = await signUp(t);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: account.auth, payload });
    const res = await put({ full_name: 'Achieng Odhiambo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Achieng Odhiambo', role: 'user' });
    const escalate = await put({ role: 'admin' });
    expect(escalate.statusCode).toBe(400);
    expect((await me(account.access_token)).json().data.role).toBe('user');
    expect((await put({ avatar_url: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('changes the password with the current one, and signs out the other devices', async () => {
    const account = await signUp(t);
    const other = (await post('/api/auth/login', { email: account.email, password: account.password })).json().data;
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: account.auth, payload });
    expect((await change({ current_password: 'wrong', password: 'Brand-New-Secret-5' })).json()).toMatchObject({ field: 'current_password' });
    expect((await change({ current_password: account.password, password: 'sunshine' })).json().message).toBe(PASSWORD_MESSAGES.tooCommon);
    const ok = await change({ current_password: account.password, password: 'Brand-New-Secret-5' });
    expect(ok.json().data.message).toBe('Password changed successfully!');
    expect((await me(account.access_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: account.email, password: 'Brand-New-Secret-5' })).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const tokenFrom = (text: string) => text.match(/https:\/\/nafasi\.test\/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;

  it('mails a single-use link; the reset ends every other session and signs this device in', async () => {
    const account = await signUp(t);
    const arriving = mailbox.next(account.email, 'Reset your Nafasi password');
    const res = await post('/api/auth/recover', { email: account.email });
    expect(res.json().data.message).toBe('Password reset email sent! Check your inbox.');
    const mail = await arriving;
    expect(mail.subject).toBe('Reset your Nafasi password');
    const token = tokenFrom(mail.text);

    const reset = await post('/api/auth/reset', { token, password: 'Reset-Works-Fine-3' });
    expect(reset.statusCode).toBe(200);
    expect((await me(reset.json().data.access_token)).statusCode).toBe(200);
    expect((await me(account.access_token)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: account.email, password: 'Reset-Works-Fine-3' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset', { token, password: 'Another-Reset-4' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_reset_token', message: AUTH_MESSAGES.resetInvalid });
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const res = await post('/api/auth/recover', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Password reset email sent! Check your inbox.');
    await t.app.settled(); // whatever the answer set going (mail) has finished
    expect(mailbox.received.filter((m) => m.to.includes('ghost@example.com'))).toEqual([]);
  });

  it('refuses an expired or forged token, and a common new password', async () => {
    const account = await signUp(t);
    const arriving = mailbox.next(account.email, 'Reset your Nafasi password');
    await post('/api/auth/recover', { email: account.email });
    const token = tokenFrom((await arriving).text);
    expect((await post('/api/auth/reset', { token, password: 'football1' })).json().message).toBe(PASSWORD_MESSAGES.tooCommon);
    expect((await post('/api/auth/reset', { token: 'forged-token-forged-token-forged', password: 'Good-Password-77' })).statusCode).toBe(400);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/auth/reset', { token, password: 'Good-Password-77' })).statusCode).toBe(400);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(session!.revokedAt).toBeNull();
  });

  it('limits sign-ups per network address', async () => {
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '192.0.2.77',
        payload: { full_name: 'Bulk', email: `bulk${i}@example.com`, password: 'Bulk-Sign-Up-42' },
      });
    for (let i = 0; i < 20; i++) expect((await from(i)).statusCode).toBe(201);
    const limited = await from(20);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many sign-up attempts\. Try again in/);
  });

  it('limits reset e-mails per address', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/recover', { email: account.email })).statusCode).toBe(200);
    const limited = await post('/api/auth/recover', { email: account.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many password reset e-mails\. Try again in/);
  });
});

describe('the language an account reads (issue 31)', () => {
  it('is the sign-up page’s language; its mails are written in it, whoever asks; it can be changed, to en or sw only', async () => {
    const email = 'amani.kiswahili@example.co.ke';
    const password = 'Jua-La-Asubuhi-2027!';
    const res = await post('/api/auth/register', { full_name: 'Amani Juma', email, password }, { cookie: 'nafasi_lang=sw', 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    const welcome = await mailbox.find(email, m.mail_verify_subject({}, { locale: 'sw' }));
    expect(welcome.parsed.html).toContain('lang="sw-KE"');
    expect(welcome.parsed.text).toContain(m.mail_verify_ignore({}, { locale: 'sw' }));
    expect(welcome.parsed.text).toContain(m.mail_footer_tagline({}, { locale: 'sw' }));
    const session = (await post('/api/auth/login', { email, password })).json().data;
    expect(session.user.locale).toBe('sw');
    // Someone else, in English, asks for a reset: the mail is in the account's language.
    await post('/api/auth/recover', { email }, { 'accept-language': 'en-GB' });
    await mailbox.find(email, m.mail_reset_subject({}, { locale: 'sw' }));

    const auth = { authorization: `Bearer ${session.access_token}` };
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: auth, payload });
    expect((await put({ locale: 'fr' })).json()).toMatchObject({ field: 'locale', message: 'locale must be one of en, sw' });
    expect((await put({ locale: 'en' })).json().data.locale).toBe('en');
    expect((await me(session.access_token)).json().data.locale).toBe('en');
    // A browser that asks for Kiswahili, with no choice made: Kiswahili.
    await post('/api/auth/register', { full_name: 'Baraka', email: 'baraka.sw@example.co.ke', password }, { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    await mailbox.find('baraka.sw@example.co.ke', m.mail_verify_subject({}, { locale: 'sw' }));
  });

  it('answers API errors in the language asked (Accept-Language, else the cookie), each request in its own though many run at once', async () => {
    const wrong = { email: 'nobody.here@example.co.ke', password: 'Not-The-Password-1' };
    const login = (headers: Record<string, string>) => post('/api/auth/login', wrong, headers);
    const sw = m.auth_invalid_credentials({}, { locale: 'sw' });
    const en = m.auth_invalid_credentials({}, { locale: 'en' });
    expect(sw).not.toBe(en);
    expect((await login({ 'accept-language': 'sw-KE' })).json().message).toBe(sw);
    expect((await login({ 'accept-language': 'en-KE' })).json().message).toBe(en);
    expect((await login({ cookie: 'nafasi_lang=sw' })).json().message).toBe(sw);
    expect((await login({})).json().message).toBe(en);
    // A schema's own sentence, read when the request is checked.
    const invalid = await post(
      '/api/auth/register',
      { full_name: 'Neema', email: 'not-an-address', password: 'Jua-La-Asubuhi-2027!' },
      { 'accept-language': 'sw' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'email', message: m.auth_email_invalid({}, { locale: 'sw' }) });
    // A malformed call no form sends: zod's own sentence and an unknown field, in the language asked.
    const contact = (body: object, locale: string) =>
      post('/api/contact', { name: 'Neema', email: 'neema@example.co.ke', subject: 'Swali', message: 'Habari', ...body }, { 'accept-language': locale }).then(
        (r) => r.json(),
      );
    const listInstead = (locale: string) =>
      t.app
        .inject({ method: 'POST', url: '/api/contact', payload: '[]', headers: { 'content-type': 'application/json', 'accept-language': locale } })
        .then((r) => r.json());
    expect((await listInstead('sw')).message).toMatch(/Thamani si sahihi: ilitarajiwa object/);
    expect((await listInstead('en')).message).toMatch(/Invalid input: expected object/);
    // A number where text belongs: the field's own sentence, by its form's name.
    expect(await contact({ name: 42 }, 'sw')).toMatchObject({
      field: 'name',
      message: m.field_text({ field: m.contact_name({}, { locale: 'sw' }) }, { locale: 'sw' }),
    });
    expect((await contact({ name: 7 }, 'en')).message).toBe(m.field_text({ field: m.contact_name() }));
    // The shared schemas' sentences about a field too (a value out of a list, a limit).
    expect((await t.app.inject({ url: '/api/spaces?sort=zzz', headers: { 'accept-language': 'sw' } })).json().message).toBe(
      'sort lazima iwe mojawapo ya relevance, newest, price_asc, price_desc, rating, distance',
    );
    expect((await t.app.inject({ url: '/api/spaces?limit=abc', headers: { 'accept-language': 'sw' } })).json().message).toBe('limit lazima iwe namba');
    expect((await t.app.inject({ url: '/api/spaces?limit=abc', headers: { 'accept-language': 'en' } })).json().message).toBe('limit must be a number');
    expect(await post('/api/auth/login', { ...wrong, role: 'admin' }, { 'accept-language': 'sw' }).then((r) => r.json())).toMatchObject({
      message: 'Sehemu isiyojulikana katika body: role',
    });
    // Interleaved languages, in rounds: no request answers in another's language.
    const signIn = { sw: m.auth_sign_in_required({}, { locale: 'sw' }), en: m.auth_sign_in_required({}, { locale: 'en' }) };
    for (let round = 0; round < 3; round++) {
      const asked = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 'en' : 'sw'));
      const answers = await Promise.all(
        asked.map((locale) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'accept-language': locale } }).then((r) => r.json().message)),
      );
      expect(answers).toEqual(asked.map((locale) => signIn[locale]));
    }
  });
});
