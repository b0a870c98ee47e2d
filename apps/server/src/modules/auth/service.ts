import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type RegisterInput, type Session, type User } from '@nafasi/shared/auth';
import { PASSWORD_MESSAGES } from '@nafasi/shared/password';
import type { LogoutScope, Role } from '@nafasi/shared/roles';
import type { Db } from '../../db/client.ts';
import { identities, passwordResets, profiles, refreshTokens, sessions, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, badRequest, conflict, sqlState, unauthorized } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashToken, randomToken, type AccessTokens } from './tokens.ts';

const RESET_TTL_MS = 3_600_000;
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
}

function assertNotCommon(password: string) {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_MESSAGES.tooCommon, 'password');
}

export function authService({ db, tokens, mailer, limit, publicUrl, refreshReuseIntervalSeconds }: AuthDeps) {
  async function loadUser(userId: string): Promise<User> {
    const [row] = await db
      .select({ user: users, profile: profiles })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    const providers = await db.select({ provider: identities.provider }).from(identities).where(eq(identities.userId, userId));
    const { user, profile } = row;
    return {
      id: user.id,
      email: user.email,
      // §3: name and avatar from the profile, else the account's metadata; role from the profile, else 'user'.
      name: profile?.fullName || user.metadata.full_name || user.email.split('@')[0]!,
      avatar: profile?.avatarUrl || user.metadata.avatar_url || null,
      role: (profile?.role as Role | undefined) ?? 'user',
      email_verified: user.emailVerified,
      has_password: user.passwordHash !== null,
      providers: [...(user.passwordHash ? ['email'] : []), ...providers.map((p) => p.provider)],
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
      const [session] = await tx.insert(sessions).values({ userId, userAgent: userAgent?.slice(0, 300) }).returning({ id: sessions.id });
      await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: hashToken(refresh) });
      return session!.id;
    });
    return issue(userId, sessionId, refresh);
  }

  async function revokeSessions(userId: string, except?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));
  }

  return {
    loadUser,
    startSession,

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
      const [row] = await db
        .select({ id: users.id, email: users.email, role: profiles.role, revokedAt: sessions.revokedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub)));
      if (!row || row.revokedAt) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'session_revoked');
      return { id: row.id, email: row.email, role: (row.role as Role | null) ?? 'user', sessionId: claims.sid };
    },

    async register(input: RegisterInput, ip: string, userAgent?: string): Promise<Session> {
      // Per address limits are roomy: mobile carriers put many people behind one address.
      await limit('sign-up attempts', [{ key: `signup:ip:${ip}`, max: 20, windowSeconds: 3600 }]);
      assertNotCommon(input.password);
      const passwordHash = await hash(input.password);
      let userId: string;
      try {
        userId = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: input.email, passwordHash, metadata: { full_name: input.full_name } })
            .returning({ id: users.id });
          await tx.insert(profiles).values({ userId: user!.id, fullName: input.full_name, role: 'user' });
          return user!.id;
        });
      } catch (err) {
        if (sqlState(err) === '23505') throw conflict(AUTH_MESSAGES.emailTaken, 'email_taken');
        throw err;
      }
      return startSession(userId, userAgent);
    },

    async login(email: string, password: string, ip: string, userAgent?: string): Promise<Session> {
      await limit('sign-in attempts', [
        { key: `login:ip:${ip}`, max: 100, windowSeconds: 900 },
        { key: `login:email:${email}`, max: 10, windowSeconds: 900 },
      ]);
      const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !user.passwordHash || !ok) throw new AppError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      return startSession(user.id, userAgent);
    },

    /**
     * Rotation with reuse detection (Supabase Auth's semantics): each refresh token is used once and
     * replaced. Presenting a used one again within the reuse interval (two tabs refreshing at once)
     * gets another child; after it, the token has leaked: the whole session is revoked.
     */
    async refresh(rawToken: string): Promise<Session> {
      const [row] = await db
        .select({ id: refreshTokens.id, usedAt: refreshTokens.usedAt, sessionId: sessions.id, userId: sessions.userId, revokedAt: sessions.revokedAt })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hashToken(rawToken)));
      if (!row || row.revokedAt) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'invalid_refresh_token');
      // Claim the token atomically: of two concurrent refreshes, one marks it used; the other sees it used.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ usedAt: refreshTokens.usedAt });
      if (claimed.length === 0) {
        const [current] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
        const usedMsAgo = Date.now() - (current?.usedAt?.getTime() ?? 0);
        if (usedMsAgo > refreshReuseIntervalSeconds * 1000) {
          await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.sessionId));
          throw unauthorized(AUTH_MESSAGES.sessionExpired, 'refresh_token_reused');
        }
      }
      const next = randomToken();
      await db.transaction(async (tx) => {
        await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(next) });
        await tx.update(sessions).set({ refreshedAt: new Date() }).where(eq(sessions.id, row.sessionId));
      });
      return issue(row.userId, row.sessionId, next);
    },

    /** §5 sign-out scopes: this device (local), every other device (others), or all (global). */
    async logout(user: AuthUser, scope: LogoutScope) {
      if (scope === 'local') await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, user.sessionId));
      else await revokeSessions(user.id, scope === 'others' ? user.sessionId : undefined);
    },

    async updateUser(user: AuthUser, patch: { full_name?: string | undefined; avatar_url?: string | null | undefined }): Promise<User> {
      await db.transaction(async (tx) => {
        const profilePatch: Partial<typeof profiles.$inferInsert> = {};
        if (patch.full_name !== undefined) profilePatch.fullName = patch.full_name;
        if (patch.avatar_url !== undefined) profilePatch.avatarUrl = patch.avatar_url;
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
              metadata: sql`${users.metadata} || ${JSON.stringify({
                ...(patch.full_name !== undefined ? { full_name: patch.full_name } : {}),
                ...(patch.avatar_url ? { avatar_url: patch.avatar_url } : {}),
              })}::jsonb`,
              updatedAt: new Date(),
            })
            .where(eq(users.id, user.id));
        }
      });
      return loadUser(user.id);
    },

    /** Changing the password keeps this device signed in and signs out every other one. */
    async changePassword(user: AuthUser, currentPassword: string | undefined, password: string) {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (row?.passwordHash) {
        const ok = currentPassword ? await verify(row.passwordHash, currentPassword).catch(() => false) : false;
        if (!ok) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, 'current_password');
      }
      assertNotCommon(password);
      await db.update(users).set({ passwordHash: await hash(password), updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeSessions(user.id, user.sessionId);
    },

    /** The same answer whether or not the address has an account. */
    async recover(email: string, ip: string) {
      await limit('password reset e-mails', [
        { key: `recover:ip:${ip}`, max: 20, windowSeconds: 3600 },
        { key: `recover:email:${email}`, max: 3, windowSeconds: 3600 },
      ]);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) return;
      const token = randomToken();
      await db.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      const link = `${publicUrl}/reset-password?token=${token}`;
      await mailer.send({
        to: email,
        subject: 'Reset your Nafasi password',
        text: `Someone asked to reset the password of your Nafasi account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
        html: `<p>Someone asked to reset the password of your Nafasi account.</p><p><a href="${link}">Choose a new password</a> (the link works once, within one hour).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
      });
    },

    /** Sets the new password, ends every session of the account, and signs this device in. */
    async resetPassword(token: string, password: string, userAgent?: string): Promise<Session> {
      assertNotCommon(password);
      const passwordHash = await hash(password);
      const userId = await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning({ userId: passwordResets.userId });
        if (!reset) throw new AppError(400, 'invalid_reset_token', AUTH_MESSAGES.resetInvalid, 'token');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
        await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
        return reset.userId;
      });
      return startSession(userId, userAgent);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
