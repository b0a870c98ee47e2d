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

/** Tokens whose signature was checked, kept until they expire (at most this many: the oldest go first). */
export const VERIFIED_KEPT = 10_000;

export function accessTokens(secret: Uint8Array, ttlSeconds: number, clock: Clock = systemClock) {
  // The HMAC key imported once: given the bytes, jose imports them again for every token (a
  // signed-in request's verification spent a third of its time there: issue 33).
  const key = crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  /**
   * A token is the same string on each request of its life, and its signature says the same each
   * time: it is checked once, then its claims are kept beside the moment it expires (issue 33: the
   * check was a twelfth of a signed-in request's time). Only the expiry is asked again.
   */
  const verified = new Map<string, AccessClaims & { expiresAtMs: number }>();
  return {
    ttlSeconds,
    /** How many checked tokens are kept (the tests' view of the bound). */
    keptCount: () => verified.size,
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
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the clock reaches `exp`.
        if (clock() < known.expiresAtMs) return { sub: known.sub, sid: known.sid };
        verified.delete(token);
        throw new Error('expired');
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(clock()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') throw new Error('invalid');
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value ?? '');
        verified.set(token, { sub: payload.sub, sid: payload.sid, expiresAtMs: payload.exp * 1000 });
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
