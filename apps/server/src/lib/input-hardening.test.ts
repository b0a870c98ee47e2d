import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@nafasi/shared/accounts';
import { createTestApp, multipartFile, signUp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let account: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  account = await signUp(t);
});
afterAll(() => t?.close());

const boundary = '----nafasi-probe';
const multipart = (payload: string, contentType = `multipart/form-data; boundary=${boundary}`) =>
  t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...account.auth, 'content-type': contentType }, payload });

describe('input that used to answer 500', () => {
  it('answers an empty file, a truncated body and a multipart body without a boundary with 400 and a sentence', async () => {
    const empty = await multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\r\n--${boundary}--\r\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: PHOTO_MESSAGES.empty, field: 'file' });
    const truncated = await multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe(PHOTO_MESSAGES.badUpload);
    const noBoundary = await multipart('abc', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe(PHOTO_MESSAGES.badUpload);
  });

  it('refuses a lone surrogate anywhere in a JSON body, and NUL in an address', async () => {
    const surrogate = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: { ...account.auth, 'content-type': 'application/json' }, payload: '{"full_name":"Amina \\ud800 K"}' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual({ message: 'The request contains text that is not valid Unicode.', code: 'invalid_text' });
    const inKey = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"\\udc00":"x"}' });
    expect(inKey.statusCode).toBe(400);
    // A pair is fine: it is an emoji.
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: account.auth, payload: { full_name: 'Amina 🌍 K' } })).statusCode).toBe(200);
    for (const url of ['/api/meetings/ab%00cd', '/api/spaces/%00', '/api/spaces?q=a%00b']) {
      const res = await t.app.inject({ url, headers: account.auth });
      expect(res.statusCode, url).toBe(400);
    }
    // Prototype poisoning is still refused by Fastify's own parser.
    const poisoned = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: { ...account.auth, 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('headers', () => {
  it('ignores a client-written X-Forwarded-Proto when no proxy is trusted, and marks personal answers no-store', async () => {
    const spoofed = await t.app.inject({ url: '/api/spaces?limit=1', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(spoofed.headers['permissions-policy']).toContain('microphone=(self)');
    expect((await t.app.inject({ url: '/api/auth/user', headers: account.auth })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/spaces?limit=1', headers: account.auth })).headers['cache-control']).toBe('no-store');
  });
});

describe('photos belong to whoever uploaded them', () => {
  it('does not let a client point its avatar at someone else’s photo, so an upload cannot delete it', async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const upload = (who: typeof victim) => {
      const body = multipartFile('file', 'me.png', 'image/png', photo);
      return t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...who.auth, ...body.headers }, payload: body.payload });
    };
    const victimAvatar = (await upload(victim)).json().data.avatar as string;
    const file = path.join(t.config.dataDir, 'uploads', victimAvatar.replace('/media/', ''));
    const pointed = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: attacker.auth, payload: { avatar_url: victimAvatar } });
    expect(pointed.statusCode).toBe(400);
    expect(pointed.json().field).toBe('avatar_url');
    expect((await upload(attacker)).statusCode).toBe(200);
    await expect(access(file)).resolves.toBeUndefined();
    // Replacing one's own photo removes one's own old files; removing the photo is allowed.
    expect((await upload(victim)).statusCode).toBe(200);
    await expect(access(file)).rejects.toThrow();
    const removed = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: victim.auth, payload: { avatar_url: null } });
    expect(removed.json().data.avatar).toBeNull();
  });
});
