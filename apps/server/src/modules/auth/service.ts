import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, inArray, isNull, lt, ne, or, sql, type Placeholder } from 'drizzle-orm';
import { AUTH_MESSAGES, type RegisterInput, type Session, type User, emailName } from '@nafasi/shared/auth';
import { containsEmailName, PASSWORD_MESSAGES, passwordBase, unleet } from '@nafasi/shared/password';
import { estimatePassword } from '@nafasi/shared/password-strength';
import type { LogoutScope } from '@nafasi/shared/roles';
import type { Db } from '../../db/client.ts';
import { emailVerifications, identities, oauthCodes, oauthStates, passwordResets, profiles, refreshTokens, sessions, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, sqlState, unauthorized } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashToken, randomToken, type AccessTokens } from './tokens.ts';
import type { KeptSession, KeptSessions } from './kept-sessions.ts';
import { one } from '../../lib/rows.ts';
import { addressKey } from '../../lib/address-key.ts';
import { laidOutMail } from '../../lib/mail-layout.tsx';
import { localeOf as accountLocale } from './accounts.ts';
import { DEFAULT_LOCALE, m, type Locale } from '@nafasi/shared/i18n';

const RESET_TTL_MS = 3_600_000;
const VERIFY_TTL_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;
/** Sign-in failures: per address and account (the attacker's own lockout), per address, and per account (slows, never blocks). */
const LOGIN_WINDOW_S = 900;
const LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT = 10;
const LOGIN_FAILURES_PER_ADDRESS = 100;
const LOGIN_FAILURES_BEFORE_SLOWDOWN = 10;
const LOGIN_SLOWDOWN_MS = 1000;
/** Wrong current passwords when changing it, per account: the same guard as sign-in. */
const PASSWORD_CHANGE_FAILURES = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A hash of a random password, verified against when the e-mail is unknown, so a wrong e-mail
// takes as long as a wrong password and accounts cannot be discovered by timing.
const DUMMY_HASH = hash(randomToken());

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  limit: RateLimiter;
  publicUrl: string;
  refreshReuseIntervalSeconds: number;
  /** A session unused this long ends (inactivity), and any session ends this long after sign-in. */
  sessionIdleDays: number;
  sessionMaxDays: number;
  /** Runs a task after the answer has gone (mail): the request never waits for SMTP. */
  later: (what: string, task: () => Promise<void>) => void;
  /** The time (links' expiry, sessions' age, the refresh-reuse window); the system's unless a test moves its own. */
  clock?: Clock;
  /** Sessions found alive lately, kept while the change feed carries accounts' news; none kept without. */
  kept?: KeptSessions;
}

/**
 * Not on the breached-password list, not one of its words dressed up ("Summer2025", "Dragon!99"),
 * and not guessable by zxcvbn with Kenya's words and the person's own name and address in its
 * dictionaries ("Kipchoge2024", "GorMahia1"): the meter on the form reads the same estimate.
 */
function assertNotCommon(password: string, about: readonly string[] = []) {
  if (isCommonPassword(password) || isCommonPassword(unleet(password))) throw badRequest(PASSWORD_MESSAGES.tooCommon, 'password');
  const base = passwordBase(password);
  if (base.length >= 4 && isCommonPassword(base)) throw badRequest(PASSWORD_MESSAGES.guessable, 'password');
  if (!estimatePassword(password, about).acceptable) throw badRequest(PASSWORD_MESSAGES.tooWeak, 'password');
}

export function authService({
  db,
  tokens,
  mailer,
  limit,
  publicUrl,
  refreshReuseIntervalSeconds,
  sessionIdleDays,
  sessionMaxDays,
  later,
  clock = systemClock,
  kept,
}: AuthDeps) {
  const now = () => new Date(clock());
  /** Where a session must have been refreshed since, and started since, to be alive now. */
  /** A session not revoked, used since `refreshedAfter`, begun since `createdAfter` (dates, or a prepared statement's placeholders). */
  const alive = (refreshedAfter: Date | Placeholder, createdAfter: Date | Placeholder) =>
    and(isNull(sessions.revokedAt), gt(sessions.refreshedAt, refreshedAfter), gt(sessions.createdAt, createdAfter));
  const sessionAlive = (at = clock()) => alive(new Date(at - sessionIdleDays * DAY_MS), new Date(at - sessionMaxDays * DAY_MS));

  /**
   * Who a live session is, asked on every signed-in request: prepared once (built by Drizzle at
   * start-up, planned once per connection), then only executed.
   */
  const sessionUser = db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      role: profiles.role,
      refreshedAt: sessions.refreshedAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        alive(sql.placeholder('refreshedAfter'), sql.placeholder('createdAfter')),
      ),
    )
    .prepare('session_user');

  /** Spends a single-use link (reset or confirmation) if it is unused and unexpired: its account, else null. */
  async function spendLink(tx: Pick<Db, 'update'>, table: typeof passwordResets, token: string) {
    const [row] = await tx
      .update(table)
      .set({ usedAt: now() })
      .where(and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, now())))
      .returning({ userId: table.userId });
    return row?.userId ?? null;
  }

  /** A single-use password-reset link for the account (also how someone proves they own an address). */
  async function resetLink(userId: string) {
    const token = randomToken();
    await db.insert(passwordResets).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(clock() + RESET_TTL_MS) });
    return `${publicUrl}/reset-password?token=${token}`;
  }

  async function sendVerification(userId: string, email: string, locale: Locale) {
    const token = randomToken();
    await db.insert(emailVerifications).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(clock() + VERIFY_TTL_MS) });
    const link = `${publicUrl}/verify-email?token=${token}`;
    const say = { locale };
    await mailer.send(
      await laidOutMail(
        email,
        {
          subject: m.mail_verify_subject({}, say),
          heading: m.mail_verify_heading({}, say),
          paragraphs: [m.mail_verify_open({}, say), link, m.mail_verify_ignore({}, say)],
          action: { label: m.mail_verify_action({}, say), url: link },
          locale,
        },
        publicUrl,
        { kind: 'verify', key: link },
      ),
    );
  }
  const localeOf = (userId: string) => accountLocale(db, userId);
  async function loadUser(userId: string): Promise<User> {
    const [row] = await db.select({ user: users, profile: profiles }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
    if (!row) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    const providers = await db.select({ provider: identities.provider }).from(identities).where(eq(identities.userId, userId));
    const { user, profile } = row;
    return {
      id: user.id,
      email: user.email,
      // §3: name and avatar from the profile, else the account's metadata; role from the profile, else 'user'.
      name: profile?.fullName || user.metadata.full_name || emailName(user.email),
      avatar: profile?.avatarUrl || user.metadata.avatar_url || null,
      role: profile?.role ?? 'user',
      email_verified: user.emailVerified,
      has_password: user.passwordHash !== null,
      providers: [...(user.passwordHash ? ['email'] : []), ...providers.map((p) => p.provider)],
      locale: profile?.locale ?? DEFAULT_LOCALE,
      created_at: user.createdAt.toISOString(),
    };
  }

  async function issue(userId: string, sessionId: string, refreshToken: string): Promise<Session> {
    const { token, expiresAt } = await tokens.sign({ sub: userId, sid: sessionId });
    return {
      access_token: token,
      refresh_token: refreshToken,
      expires_in: tokens.ttlSeconds,
      expires_at: expiresAt,
      token_type: 'bearer',
      user: await loadUser(userId),
    };
  }

  /** A new signed-in device: a session and its first refresh token. */
  async function startSession(userId: string, userAgent: string | undefined): Promise<Session> {
    const refresh = randomToken();
    const sessionId = await db.transaction(async (tx) => {
      const session = one(
        await tx
          .insert(sessions)
          .values({ userId, userAgent: userAgent?.slice(0, 300) })
          .returning({ id: sessions.id }),
      );
      await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refresh) });
      return session.id;
    });
    return issue(userId, sessionId, refresh);
  }

  /** A person's sessions or account were written: this instance forgets their kept sessions now (the others when the feed tells them). */
  const changed = (userId: string) => kept?.forget(userId);

  async function revokeSessions(userId: string, except?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));
    changed(userId);
  }

  /** Checks the account's password, counting wrong ones (five in 15 minutes, then 429). */
  async function confirmPassword(user: AuthUser, passwordHash: string, given: string | undefined, field: string) {
    const failures = [{ key: `password-change:fail:${user.id}`, max: PASSWORD_CHANGE_FAILURES, windowSeconds: LOGIN_WINDOW_S }];
    await limit.check('wrong current passwords', failures);
    const ok = given ? await verify(passwordHash, given).catch(() => false) : false;
    if (!ok) {
      await limit.fail(failures);
      throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, field);
    }
  }

  return {
    loadUser,
    startSession,
    revokeSessions,
    /** Another module wrote a person's account (a role): this instance forgets their kept sessions now. */
    accountChanged: changed,

    /** The caller of a request, from its access token; the session must still be live. */
    async authenticate(accessToken: string): Promise<AuthUser> {
      let claims;
      try {
        claims = await tokens.verify(accessToken);
      } catch (err) {
        throw (err as Error).message === 'expired'
          ? unauthorized(AUTH_MESSAGES.sessionExpired, 'token_expired')
          : unauthorized(AUTH_MESSAGES.signInRequired, 'invalid_token');
      }
      const at = clock();
      const refreshedAfter = at - sessionIdleDays * DAY_MS;
      const createdAfter = at - sessionMaxDays * DAY_MS;
      const asUser = (s: KeptSession): AuthUser => ({
        id: s.userId,
        email: s.email,
        role: s.role ?? 'user',
        sessionId: claims.sid,
        emailVerified: s.emailVerified,
      });
      const known = kept?.get(claims.sid, claims.sub, at);
      // A kept session holds while it would still be alive by the same rule the statement asks.
      if (known && known.refreshedAtMs > refreshedAfter && known.createdAtMs > createdAfter) return asUser(known);
      const since = kept?.epoch() ?? 0;
      const [row] = await sessionUser.execute({
        sid: claims.sid,
        sub: claims.sub,
        refreshedAfter: new Date(refreshedAfter),
        createdAfter: new Date(createdAfter),
      });
      if (!row) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'session_revoked');
      const found: KeptSession = {
        userId: row.id,
        email: row.email,
        emailVerified: row.emailVerified,
        role: row.role,
        refreshedAtMs: row.refreshedAt.getTime(),
        createdAtMs: row.createdAt.getTime(),
      };
      kept?.keep(claims.sid, found, since, at);
      return asUser(found);
    },

    /**
     * Creates an account that must confirm its e-mail address. The answer is the same whether or not
     * the address already has an account (no enumeration); its owner is mailed a way to sign in
     * instead. Mail goes out after the answer, so timing tells nothing either.
     */
    async register(input: RegisterInput, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
      // Per address limits are roomy: mobile carriers put many people behind one address.
      await limit('sign-up attempts', [{ key: `signup:ip:${addressKey(ip)}`, max: 20, windowSeconds: 3600 }]);
      assertNotCommon(input.password, [input.email, input.full_name]);
      const passwordHash = await hash(input.password);
      let userId: string | null = null;
      try {
        userId = await db.transaction(async (tx) => {
          const user = one(
            await tx
              .insert(users)
              .values({ email: input.email, passwordHash, metadata: { full_name: input.full_name } })
              .returning({ id: users.id }),
          );
          await tx.insert(profiles).values({ userId: user.id, fullName: input.full_name, role: 'user', locale });
          return user.id;
        });
      } catch (err) {
        if (sqlState(err) !== '23505') throw err;
      }
      if (userId) {
        const id = userId;
        return later('verification mail', () => sendVerification(id, input.email, locale));
      }
      later('account-exists mail', async () => {
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (!existing) return;
        // A password reset, not a confirmation: whoever registered first does not get to keep the account.
        const link = await resetLink(existing.id);
        // In the account's language, not the one of whoever tried.
        const say = { locale: await localeOf(existing.id) };
        await mailer.send(
          await laidOutMail(
            input.email,
            {
              subject: m.mail_exists_subject({}, say),
              heading: m.mail_exists_subject({}, say),
              paragraphs: [m.mail_exists_tried({}, say), m.mail_exists_sign_in({ url: `${publicUrl}/login` }, say), link, m.mail_exists_ignore({}, say)],
              action: { label: m.mail_exists_action({}, say), url: link },
              locale: say.locale,
            },
            publicUrl,
            { kind: 'account-exists', key: link },
          ),
        );
      });
    },

    /** Confirms the address from the mailed link and signs this device in; other sessions end. */
    async verifyEmail(token: string, userAgent?: string): Promise<Session> {
      const userId = await db.transaction(async (tx) => {
        const userId = await spendLink(tx, emailVerifications, token);
        if (!userId) throw new AppError(400, 'invalid_verification_token', AUTH_MESSAGES.verifyInvalid, 'token');
        await tx.update(users).set({ emailVerified: true, updatedAt: now() }).where(eq(users.id, userId));
        return userId;
      });
      await revokeSessions(userId);
      return startSession(userId, userAgent);
    },

    /** A new confirmation link for a signed-in account that has not confirmed its address. */
    async resendVerification(user: AuthUser): Promise<void> {
      const [row] = await db.select({ verified: users.emailVerified, email: users.email }).from(users).where(eq(users.id, user.id));
      if (!row) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (row.verified) throw conflict(AUTH_MESSAGES.alreadyVerified, 'already_verified');
      await limit('confirmation e-mails', [{ key: `verify:user:${user.id}`, max: 3, windowSeconds: 3600 }]);
      later('verification mail', async () => sendVerification(user.id, row.email, await localeOf(user.id)));
    },

    /**
     * Failures count per (address, account) and per address; a locked-out attacker's address does
     * not lock out the owner elsewhere. Many failures on one account from anywhere slow every
     * answer for it down, but the right password always gets through.
     */
    async login(email: string, password: string, ip: string, userAgent?: string): Promise<Session> {
      const failures = [
        { key: `login:fail:ip-email:${addressKey(ip)}:${email}`, max: LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT, windowSeconds: LOGIN_WINDOW_S },
        { key: `login:fail:ip:${addressKey(ip)}`, max: LOGIN_FAILURES_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_S },
      ];
      const perAccount = { key: `login:fail:email:${email}`, max: LOGIN_FAILURES_BEFORE_SLOWDOWN, windowSeconds: LOGIN_WINDOW_S };
      await limit.check('sign-in attempts', failures);
      if ((await limit.peek(perAccount)) >= perAccount.max) await sleep(LOGIN_SLOWDOWN_MS);
      const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !user.passwordHash || !ok) {
        await limit.fail([...failures, perAccount]);
        throw new AppError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      }
      return startSession(user.id, userAgent);
    },

    /**
     * Rotation with reuse detection (Supabase Auth's semantics): each refresh token is used once and
     * replaced. Presenting a used one again within the reuse interval (two tabs refreshing at once)
     * gets another child; after it, the token has leaked: the whole session is revoked.
     */
    async refresh(rawToken: string): Promise<Session> {
      const [row] = await db
        .select({ id: refreshTokens.id, usedAt: refreshTokens.usedAt, sessionId: sessions.id, userId: sessions.userId })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(and(eq(refreshTokens.tokenHash, hashToken(rawToken)), sessionAlive()));
      // A revoked session, or one idle or old past its lifetime, is over.
      if (!row) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'invalid_refresh_token');
      // Claim the token atomically: of two concurrent refreshes, one marks it used; the other sees it used.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: now() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ usedAt: refreshTokens.usedAt });
      if (claimed.length === 0) {
        const [current] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
        const usedMsAgo = clock() - (current?.usedAt?.getTime() ?? 0);
        if (usedMsAgo > refreshReuseIntervalSeconds * 1000) {
          await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, row.sessionId));
          changed(row.userId);
          throw unauthorized(AUTH_MESSAGES.sessionExpired, 'refresh_token_reused');
        }
      }
      const next = randomToken();
      await db.transaction(async (tx) => {
        await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(next) });
        await tx.update(sessions).set({ refreshedAt: now() }).where(eq(sessions.id, row.sessionId));
      });
      changed(row.userId);
      return issue(row.userId, row.sessionId, next);
    },

    /** §5 sign-out scopes: this device (local), every other device (others), or all (global). */
    async logout(user: AuthUser, scope: LogoutScope) {
      if (scope === 'local') {
        await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, user.sessionId));
        changed(user.id);
      } else await revokeSessions(user.id, scope === 'others' ? user.sessionId : undefined);
    },

    /** Removes what no session can use any more: used refresh tokens, ended sessions, spent links. */
    async prune(at = clock()) {
      const weekAgo = new Date(at - 7 * DAY_MS);
      await db.delete(refreshTokens).where(lt(refreshTokens.usedAt, weekAgo));
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.revokedAt, weekAgo),
            lt(sessions.refreshedAt, new Date(at - sessionIdleDays * DAY_MS)),
            lt(sessions.createdAt, new Date(at - sessionMaxDays * DAY_MS)),
          ),
        );
      await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, weekAgo));
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, weekAgo));
      await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, new Date(at)));
      await db.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(at - DAY_MS)));
    },

    /**
     * Sets the profile photo to an upload the server stored under `key`; returns the key of the photo
     * it replaces, if that was an upload of this account's (only then may its files go).
     */
    async setAvatar(user: AuthUser, key: string, url: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, user.id)).for('update');
        await tx
          .insert(profiles)
          .values({ userId: user.id, avatarUrl: url, avatarKey: key })
          .onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl: url, avatarKey: key } });
        await tx
          .update(users)
          .set({ metadata: sql`${users.metadata} - 'avatar_url'`, updatedAt: now() })
          .where(eq(users.id, user.id));
        return before?.key ?? null;
      });
    },

    async updateUser(user: AuthUser, patch: { full_name?: string | undefined; avatar_url?: null | undefined; locale?: Locale | undefined }): Promise<User> {
      await db.transaction(async (tx) => {
        const profilePatch: Partial<typeof profiles.$inferInsert> = {};
        if (patch.full_name !== undefined) profilePatch.fullName = patch.full_name;
        if (patch.locale !== undefined) profilePatch.locale = patch.locale;
        // Clients only remove a photo; setting one is an upload (setAvatar).
        if (patch.avatar_url === null) Object.assign(profilePatch, { avatarUrl: null, avatarKey: null });
        if (Object.keys(profilePatch).length) {
          await tx
            .insert(profiles)
            .values({ userId: user.id, ...profilePatch })
            .onConflictDoUpdate({ target: profiles.userId, set: profilePatch });
        }
        if (patch.full_name !== undefined || patch.avatar_url !== undefined) {
          await tx
            .update(users)
            .set({
              metadata: sql`(${users.metadata} || ${JSON.stringify(patch.full_name !== undefined ? { full_name: patch.full_name } : {})}::jsonb) - ${patch.avatar_url === null ? 'avatar_url' : ''}::text`,
              updatedAt: now(),
            })
            .where(eq(users.id, user.id));
        }
      });
      return loadUser(user.id);
    },

    /**
     * A sensitive change (where a host's money goes) asks for the password again: wrong ones count
     * with wrong current passwords. An account with no password (Google only) has nothing to confirm.
     */
    async confirmPassword(user: AuthUser, password: string, field = 'password') {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (row?.passwordHash) await confirmPassword(user, row.passwordHash, password, field);
    },

    /**
     * Changing the password keeps this device signed in and signs out every other one. Wrong
     * current passwords count like sign-in failures: a stolen session is no password oracle.
     */
    async changePassword(user: AuthUser, currentPassword: string | undefined, password: string) {
      const [row] = await db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, user.id));
      if (row?.passwordHash) await confirmPassword(user, row.passwordHash, currentPassword, 'current_password');
      if (row && containsEmailName(password, row.email)) throw badRequest(PASSWORD_MESSAGES.containsEmail, 'password');
      assertNotCommon(password, [row?.email ?? user.email]);
      await db
        .update(users)
        .set({ passwordHash: await hash(password), updatedAt: now() })
        .where(eq(users.id, user.id));
      await revokeSessions(user.id, user.sessionId);
    },

    /** The same answer, in the same time, whether or not the address has an account: the work happens after it. */
    async recover(email: string, ip: string) {
      await limit('password reset e-mails', [
        { key: `recover:ip:${addressKey(ip)}`, max: 20, windowSeconds: 3600 },
        { key: `recover:email:${email}`, max: 3, windowSeconds: 3600 },
      ]);
      later('password reset mail', async () => {
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (!user) return;
        const link = await resetLink(user.id);
        const say = { locale: await localeOf(user.id) };
        await mailer.send(
          await laidOutMail(
            email,
            {
              subject: m.mail_reset_subject({}, say),
              heading: m.mail_reset_heading({}, say),
              paragraphs: [m.mail_reset_asked({}, say), m.mail_reset_open({}, say), link, m.mail_reset_ignore({}, say)],
              action: { label: m.mail_reset_action({}, say), url: link },
              locale: say.locale,
            },
            publicUrl,
            { kind: 'reset', key: link },
          ),
        );
      });
    },

    /**
     * Sets the new password, ends every session of the account, and signs this device in. The link
     * came by e-mail, so the address is confirmed too.
     */
    async resetPassword(token: string, password: string, userAgent?: string): Promise<Session> {
      assertNotCommon(password);
      const passwordHash = await hash(password);
      const userId = await db.transaction(async (tx) => {
        const userId = await spendLink(tx, passwordResets, token);
        if (!userId) throw new AppError(400, 'invalid_reset_token', AUTH_MESSAGES.resetInvalid, 'token');
        await tx.update(users).set({ passwordHash, emailVerified: true, updatedAt: now() }).where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        return userId;
      });
      changed(userId);
      return startSession(userId, userAgent);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;

/** The address a deleted account keeps: unique, and no one's (the .invalid domain never receives mail, RFC 2606). */
export const erasedAddress = (userId: string) => `erased-${userId}@erased.invalid`;

/**
 * Deleting an account, its part here (docs/PRIVACY.md "Delete my account"): the row stays for the
 * bookings and invoices kept five years, with no address, password, name or photo of the person;
 * Google's link, every session and every link mailed go. The caller tells the instances (their kept
 * sessions) once it has committed. Returns the uploaded photo to remove, if there was one.
 */
export async function eraseAccount(tx: Db, userId: string, at: Date): Promise<{ avatarKey: string | null }> {
  const [before] = await tx.select({ avatarKey: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
  await tx
    .update(users)
    .set({ email: erasedAddress(userId), passwordHash: null, emailVerified: false, metadata: {}, mailSettings: {}, deletedAt: at, updatedAt: at })
    .where(eq(users.id, userId));
  await tx.update(profiles).set({ fullName: null, avatarUrl: null, avatarKey: null, role: 'user' }).where(eq(profiles.userId, userId));
  await tx.delete(identities).where(eq(identities.userId, userId));
  const theirSessions = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, theirSessions));
  await tx
    .update(sessions)
    .set({ revokedAt: at, userAgent: null })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await tx.delete(oauthCodes).where(eq(oauthCodes.userId, userId));
  return { avatarKey: before?.avatarKey ?? null };
}

/**
 * Retention: accounts whose address was never confirmed since `before`, that booked and listed
 * nothing, go whole (their profile, sessions and links with them). How many.
 */
export async function removeUnconfirmed(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(users)
    .where(
      and(
        eq(users.emailVerified, false),
        isNull(users.deletedAt),
        lt(users.createdAt, before),
        eq(users.bookingsCount, 0),
        sql`not exists (select 1 from spaces s where s.owner_id = ${users.id})`,
        // Never an owner's or an admin's account, whatever else they did.
        sql`not exists (select 1 from profiles p where p.user_id = ${users.id} and p.role <> 'user')`,
        sql`not exists (select 1 from bookings b where b.user_id = ${users.id})`,
      ),
    )
    .returning({ id: users.id });
  return gone.length;
}
