import { describe, expect, it } from 'vitest';
import { accessTokens, VERIFIED_KEPT } from './tokens.ts';

const SECRET = new TextEncoder().encode('a test secret of thirty-two bytes!!');
const claims = { sub: '2f1c6c3e-4f7a-4a55-9d0e-0d6f1f0b7a11', sid: '6a4e2d10-9b8c-4f3e-8a1d-5c7b9e0f2a34' };

/** A clock the test moves. */
function clockAt(ms: number) {
  const clock = () => clock.now;
  clock.now = ms;
  return clock;
}

describe('access tokens', () => {
  it('verifies a token again without its signature checked twice, and it still expires when its time is up', async () => {
    const clock = clockAt(Date.UTC(2026, 10, 27, 21, 0, 0));
    const tokens = accessTokens(SECRET, 900, clock);
    const { token, expiresAt } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(tokens.keptCount(), 'checked once, kept').toBe(1);
    // The last millisecond before `exp`, then `exp` itself (jose's rule: expired at exp).
    clock.now = expiresAt * 1000 - 1;
    expect(await tokens.verify(token)).toEqual(claims);
    clock.now = expiresAt * 1000;
    await expect(tokens.verify(token)).rejects.toThrow('expired');
    expect(tokens.keptCount(), 'an expired token is forgotten').toBe(0);
    await expect(tokens.verify(token)).rejects.toThrow('expired');
    // A clock set back finds it valid again, as a first check would.
    clock.now = expiresAt * 1000 - 60_000;
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token changed by a character, another key or none, though the genuine one was verified', async () => {
    const tokens = accessTokens(SECRET, 900);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verify(flipped)).rejects.toThrow('invalid');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' })).toString(
      'base64url',
    );
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).rejects.toThrow('invalid');
    const foreign = await accessTokens(new TextEncoder().encode('another secret, also thirty-two!!'), 900).sign(claims);
    await expect(tokens.verify(foreign.token)).rejects.toThrow('invalid');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await expect(tokens.verify(none)).rejects.toThrow('invalid');
    // And the genuine one still holds; none of the others was kept.
    expect(await tokens.verify(token)).toEqual(claims);
    expect(tokens.keptCount()).toBe(1);
  });

  it('keeps at most its bound of checked tokens, the oldest forgotten first, each still verified rightly', async () => {
    const tokens = accessTokens(SECRET, 900);
    const signed = await Promise.all(Array.from({ length: VERIFIED_KEPT + 5 }, (_, i) => tokens.sign({ sub: `user-${i}`, sid: `session-${i}` })));
    for (const [i, { token }] of signed.entries()) expect(await tokens.verify(token)).toEqual({ sub: `user-${i}`, sid: `session-${i}` });
    expect(tokens.keptCount()).toBe(VERIFIED_KEPT);
    // The first ones were forgotten and are checked again: still theirs.
    for (const i of [0, 1, 2, VERIFIED_KEPT + 4]) expect(await tokens.verify(signed[i]!.token)).toEqual({ sub: `user-${i}`, sid: `session-${i}` });
  }, 30_000);
});
