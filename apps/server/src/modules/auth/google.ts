import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { GOOGLE_ERRORS, type GoogleErrorCode, type Session, emailName } from '@nafasi/shared/auth';
import type { Db } from '../../db/client.ts';
import { identities, oauthCodes, oauthStates, profiles, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthService } from './service.ts';
import { hashToken } from './tokens.ts';
import { one } from '../../lib/rows.ts';

const STATE_TTL_MS = 10 * 60_000;
/** The one-time code lives just long enough for the callback page to exchange it. */
const CODE_TTL_MS = 60_000;
const PROVIDER = 'google';

/** A Google sign-in that failed for a reason the callback page can name (GOOGLE_ERRORS). */
export class GoogleSignInError extends Error {
  constructor(readonly reason: GoogleErrorCode) {
    super(GOOGLE_ERRORS[reason]);
  }
}
const b64url = (data: Buffer) => data.toString('base64url');

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Google sign-in through OpenID Connect: authorization code with PKCE, state and nonce. It signs in
 * the account linked to the Google subject, else the account with the same verified e-mail, else
 * creates one.
 */
export function googleSignIn(deps: { db: Db; auth: AuthService; google: GoogleConfig; publicUrl: string }) {
  const redirectUri = `${deps.publicUrl}/api/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovered once, on first use; a failure is retried on the next sign-in rather than kept.
  const configuration = () =>
    (discovered ??= oidc
      .discovery(
        new URL(deps.google.issuer),
        deps.google.clientId,
        deps.google.clientSecret,
        undefined,
        // Only a local test provider speaks plain HTTP; Google itself is HTTPS.
        deps.google.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        discovered = null;
        throw err;
      }));

  return {
    /** Where to send the browser to start: the provider's authorization URL. `binding` is the hash of the tab's secret. */
    async start(binding: string): Promise<string> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await deps.db.insert(oauthStates).values({ state, codeVerifier, nonce, binding });
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    /**
     * Finishes the sign-in from the provider's redirect: finds or makes the account and returns a
     * one-time code for the tab that started it (never a session in a URL).
     */
    async finish(callbackPath: string): Promise<string> {
      const url = new URL(callbackPath, deps.publicUrl);
      const state = url.searchParams.get('state');
      if (!state) throw new GoogleSignInError('expired');
      // Single use: the state row is taken as it is read.
      const [saved] = await deps.db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), gt(oauthStates.createdAt, new Date(Date.now() - STATE_TTL_MS))))
        .returning();
      if (!saved?.binding) throw new GoogleSignInError('expired');
      const tokens = await oidc.authorizationCodeGrant(await configuration(), url, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : null;
      if (!claims || !email || claims.email_verified === false) throw new GoogleSignInError('unverified');
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : emailName(email);
      const picture = typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : undefined;

      const { userId, created } = await deps.db.transaction(async (tx) => {
        const [linked] = await tx
          .select({ userId: identities.userId })
          .from(identities)
          .where(and(eq(identities.provider, PROVIDER), eq(identities.subject, claims.sub)));
        if (linked) return { userId: linked.userId, created: false };
        const [existing] = await tx.select({ id: users.id, verified: users.emailVerified }).from(users).where(eq(users.email, email));
        let id = existing?.id;
        if (existing) {
          // Google vouches for the address, so the account is this person's. If its address was never
          // confirmed, whoever set its password may not be them (pre-hijacking): the password goes,
          // and every session it opened ends (Supabase Auth's rule).
          if (!existing.verified) {
            await tx.update(users).set({ emailVerified: true, passwordHash: null, updatedAt: new Date() }).where(eq(users.id, existing.id));
            await tx
              .update(sessions)
              .set({ revokedAt: new Date() })
              .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)));
          }
        } else {
          const user = one(
            await tx
              .insert(users)
              .values({ email, emailVerified: true, metadata: { full_name: name, ...(picture ? { avatar_url: picture } : {}) } })
              .returning({ id: users.id }),
          );
          id = user.id;
          await tx.insert(profiles).values({ userId: id, fullName: name, avatarUrl: picture ?? null, role: 'user' });
        }
        if (!id) throw new Error('An account was neither found nor made');
        await tx.insert(identities).values({ userId: id, provider: PROVIDER, subject: claims.sub, email });
        return { userId: id, created: !existing };
      });
      deps.auth.accountChanged(userId);
      const code = oidc.randomState();
      await deps.db
        .insert(oauthCodes)
        .values({ codeHash: hashToken(code), userId, created, binding: saved.binding, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
      return code;
    },

    /** The tab that started the sign-in trades the one-time code and its secret for a session. */
    async exchange(code: string, verifier: string, userAgent: string | undefined): Promise<{ session: Session; created: boolean }> {
      const [row] = await deps.db
        .delete(oauthCodes)
        .where(and(eq(oauthCodes.codeHash, hashToken(code)), gt(oauthCodes.expiresAt, new Date())))
        .returning();
      const expected = Buffer.from(row?.binding ?? '');
      const actual = Buffer.from(b64url(createHash('sha256').update(verifier).digest()));
      if (!row || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        throw new AppError(400, 'oauth_code_invalid', GOOGLE_ERRORS.expired);
      }
      return { session: await deps.auth.startSession(row.userId, userAgent), created: row.created };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof googleSignIn>;
