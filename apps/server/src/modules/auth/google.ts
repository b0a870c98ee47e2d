import { and, eq, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Session } from '@nafasi/shared/auth';
import type { Db } from '../../db/client.ts';
import { identities, oauthStates, profiles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthService } from './service.ts';

const STATE_TTL_MS = 10 * 60_000;
const PROVIDER = 'google';

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
    /** Where to send the browser to start: the provider's authorization URL. */
    async start(): Promise<string> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await deps.db.insert(oauthStates).values({ state, codeVerifier, nonce });
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

    /** Finishes the sign-in from the provider's redirect; returns the session and whether the account is new. */
    async finish(callbackPath: string, userAgent: string | undefined): Promise<{ session: Session; created: boolean }> {
      const url = new URL(callbackPath, deps.publicUrl);
      const state = url.searchParams.get('state');
      if (!state) throw new AppError(400, 'oauth_state_missing', 'Google sign-in failed: the answer carried no state.');
      // Single use: the state row is taken as it is read.
      const [saved] = await deps.db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), gt(oauthStates.createdAt, new Date(Date.now() - STATE_TTL_MS))))
        .returning();
      if (!saved) throw new AppError(400, 'oauth_state_invalid', 'Google sign-in expired or was already used. Please try again.');
      const tokens = await oidc.authorizationCodeGrant(await configuration(), url, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : null;
      if (!claims || !email || claims.email_verified === false) {
        throw new AppError(400, 'oauth_email_unverified', 'Google did not confirm an e-mail address for this account.');
      }
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.split('@')[0]!;
      const picture = typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : undefined;

      const { userId, created } = await deps.db.transaction(async (tx) => {
        const [linked] = await tx.select({ userId: identities.userId }).from(identities).where(and(eq(identities.provider, PROVIDER), eq(identities.subject, claims.sub)));
        if (linked) return { userId: linked.userId, created: false };
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        let id = existing?.id;
        if (existing) {
          // Google vouches for the address, so the account is the same person's.
          await tx.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
        } else {
          const [user] = await tx
            .insert(users)
            .values({ email, emailVerified: true, metadata: { full_name: name, ...(picture ? { avatar_url: picture } : {}) } })
            .returning({ id: users.id });
          id = user!.id;
          await tx.insert(profiles).values({ userId: id, fullName: name, avatarUrl: picture ?? null, role: 'user' });
        }
        await tx.insert(identities).values({ userId: id!, provider: PROVIDER, subject: claims.sub, email });
        return { userId: id!, created: !existing };
      });
      return { session: await deps.auth.startSession(userId, userAgent), created };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof googleSignIn>;
