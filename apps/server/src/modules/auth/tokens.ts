import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { systemClock, type Clock } from '../../lib/clock.ts';

const ISSUER = 'nafasi';
const AUDIENCE = 'authenticated';
/** Pinned: a token signed any other way (alg "none", RS256 with our key as a public key...) is refused. */
const ALGORITHM = 'HS256';

export interface AccessClaims {
  sub: string;
  sid: string;
}

export function accessTokens(secret: Uint8Array, ttlSeconds: number, clock: Clock = systemClock) {
  // The HMAC key imported once: given the bytes, jose imports them again for every token (a
  // signed-in request's verification spent a third of its time there: issue 33).
  const key = crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    ttlSeconds,
    async sign(claims: AccessClaims, now = Math.floor(clock() / 1000)): Promise<{ token: string; expiresAt: number }> {
      const expiresAt = now + ttlSeconds;
      const token = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(await key);
      return { token, expiresAt };
    },
    /** The claims of a valid token; throws `expired` or `invalid`. */
    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(clock()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('invalid');
        return { sub: payload.sub, sid: payload.sid };
      } catch (err) {
        throw new Error(err instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;

/** An opaque token for a link or a refresh: 256 random bits. */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Tokens are stored only as their SHA-256, so a database leak yields nothing usable. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
