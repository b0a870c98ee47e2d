import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import { sql } from 'drizzle-orm';
import { createListeningTestApp, createTestApp, multipartFile, signUp, type TestContext } from '../test/harness.ts';
import { loggableError } from './errors.ts';

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
    const empty = await multipart(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\r\n--${boundary}--\r\n`,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: PHOTO_MESSAGES.empty, field: 'file' });
    const truncated = await multipart(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    );
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe(PHOTO_MESSAGES.badUpload);
    const noBoundary = await multipart('abc', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe(PHOTO_MESSAGES.badUpload);
  });

  it('refuses a line break in a name or a title (issue 26): each would start a new line in a mail header, a CSV row or a page', async () => {
    const owner = await signUp(t, { role: 'owner' });
    for (const broken of ['Amina\r\nBcc: all@example.com', 'Amina\nK', 'Amina\u2028K', 'Amina\u0085K']) {
      const renamed = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: account.auth, payload: { full_name: broken } });
      expect(renamed.statusCode, JSON.stringify(broken)).toBe(400);
      expect(renamed.json()).toMatchObject({ field: 'full_name', message: 'Full name must be on one line' });
      const meeting = await t.app.inject({ method: 'POST', url: '/api/meetings', headers: account.auth, payload: { title: broken } });
      expect(meeting.json()).toMatchObject({ field: 'title', message: 'Title must be on one line' });
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: broken, email: 'amina@example.com', subject: 'general', message: 'Hello there, a question.' },
      });
      expect(contact.statusCode).toBe(400);
      expect(contact.json()).toMatchObject({ field: 'name', message: 'Name must be on one line' });
      const space = await t.app.inject({ method: 'POST', url: '/api/spaces', headers: owner.auth, payload: { title: broken } });
      expect(space.json()).toMatchObject({ field: 'title', message: 'Title must be on one line' });
    }
    // Leading and trailing line breaks are trimmed, as spaces are.
    const trimmed = await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: account.auth, payload: { full_name: '\r\nAmina K\n' } });
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json().data.name).toBe('Amina K');
  });

  it('refuses a lone surrogate anywhere in a JSON body, and NUL in an address', async () => {
    const surrogate = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { ...account.auth, 'content-type': 'application/json' },
      payload: '{"full_name":"Amina \\ud800 K"}',
    });
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
    const poisoned = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { ...account.auth, 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
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
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
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

describe('logs', () => {
  it('write a failed query’s SQLSTATE and shape, never its parameters (e-mails, password hashes)', async () => {
    const email = 'wanjiru.secret@example.co.ke';
    const argon = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const err = await t.database.db.execute(sql`select ${email}::int, ${argon}::uuid`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(argon);
    expect(JSON.parse(logged)).toMatchObject({ type: 'DatabaseError', code: '22P02', statement: expect.stringContaining('select $1::int') });
  });
});

describe('photo decoding under a burst', () => {
  it('queues decodes and answers the overflow 503 with a sentence, never 500', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 1200, height: 1200, channels: 3 },
    })
      .png()
      .toBuffer();
    const people = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    const answers = await Promise.all(
      Array.from({ length: 28 }, (_, i) => {
        const body = multipartFile('file', 'big.png', 'image/png', noise);
        return t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...people[i % 4]!.auth, ...body.headers }, payload: body.payload });
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy, `statuses: ${statuses.join(',')}`).toBeDefined();
    expect(busy!.json()).toEqual({ message: PHOTO_MESSAGES.busy, code: 'busy' });
    expect(busy!.headers['retry-after']).toBe('5');
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(18);
  }, 60_000);
});

describe('a multipart body cut short over a real connection (issue 57)', () => {
  it('answers 400 with the upload sentence, never 500, for the avatar, a new space and its photos, wherever the cut falls', async () => {
    const live = await createListeningTestApp();
    try {
      const port = (live.app.server.address() as { port: number }).port;
      const owner = await signUp(live, { role: 'owner' });
      const noise = Buffer.alloc(300 * 300 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
      const png = (
        await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
          .png()
          .toBuffer()
      ).toString('latin1');
      const fields = {
        title: 'Cut Hall',
        description: 'A hall for cut uploads.',
        location: 'Westlands, Nairobi',
        hourlyRate: 1000,
        capacity: 10,
        category: 'meeting-room',
        amenities: [],
      };
      const made = await fetch(`http://127.0.0.1:${port}/api/spaces`, {
        method: 'POST',
        headers: { ...owner.auth, 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
      const spaceId = ((await made.json()) as { data: { id: string } }).data.id;
      const part = (field: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${png}\r\n`;
      const spacePart = `--${boundary}\r\nContent-Disposition: form-data; name="space"\r\n\r\n${JSON.stringify(fields)}\r\n`;
      for (const [url, body] of [
        ['/api/profile/avatar', `${part('file')}--${boundary}--\r\n`],
        ['/api/spaces', `${spacePart}${part('files')}${part('files')}--${boundary}--\r\n`],
        [`/api/spaces/${spaceId}/images`, `${part('files')}${part('files')}--${boundary}--\r\n`],
      ] as const) {
        for (const share of [0.1, 0.35, 0.6, 0.85, 0.99]) {
          const res = await fetch(`http://127.0.0.1:${port}${url}`, {
            method: 'POST',
            headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
            body: Buffer.from(body.slice(0, Math.floor(body.length * share)), 'latin1'),
          });
          expect(res.status, `${url} cut at ${share}`).toBe(400);
          expect(((await res.json()) as { message: string }).message).toBe(PHOTO_MESSAGES.badUpload);
        }
      }
    } finally {
      await live.close();
    }
  });
});

describe('a NUL in what is posted (issue 57)', () => {
  it('answers 400, never 500, in a Daraja report, a result and any JSON body', async () => {
    const { sharedSecret } = await import('./secrets.ts');
    const c2b = await sharedSecret(t.database.db, 'daraja-c2b', () => '0'.repeat(32));
    const results = await sharedSecret(t.database.db, 'daraja-results', () => '1'.repeat(32));
    const nul = '\u0000';
    for (const [url, payload] of [
      [`/api/hooks/c2b/${c2b}/validation`, { TransID: 'SABC123456', TransAmount: '100', BillRefNumber: `NF-${nul}X`, MSISDN: '254712345678' }],
      [`/api/hooks/c2b/${c2b}/confirmation`, { TransID: 'SABC123456', TransAmount: '100', BillRefNumber: `NF-${nul}X`, MSISDN: '254712345678' }],
      [`/api/hooks/c2b/${c2b}/confirmation`, { TransID: `SABC${nul}23456`, TransAmount: '100', BillRefNumber: 'NF-X', MSISDN: `2547${nul}` }],
      [`/api/hooks/stk/${'a'.repeat(32)}`, { Body: { stkCallback: { CheckoutRequestID: `ws_CO_${nul}`, ResultCode: 0 } } }],
      [`/api/hooks/b2c/${results}/result`, { Result: { ResultCode: 0, OriginatorConversationID: `x${nul}`, ConversationID: `AG_${nul}` } }],
      [`/api/hooks/status/${results}/result`, { Result: { ResultCode: 0, ConversationID: `AG_${nul}` } }],
      ['/api/contact', { name: `Amina${nul}`, email: 'amina@example.com', subject: 'general', message: 'Hello there, a question.' }],
      [`/api/hooks/c2b/${c2b}/confirmation`, { [`Trans${nul}ID`]: 'x' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_text' });
    }
  });
});
