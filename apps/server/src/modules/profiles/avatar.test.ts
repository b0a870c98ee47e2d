import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import { createTestApp, multipartFile, pngClaiming, signUp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let account: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  account = await signUp(t);
});
afterAll(() => t?.close());

const upload = (body: ReturnType<typeof multipartFile>) =>
  t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...account.auth, ...body.headers }, payload: body.payload });

describe('profile picture', () => {
  it('re-encodes a real photo as WebP without its metadata (no GPS), and shows it on the profile', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Nafasi Test Camera' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(multipartFile('file', 'me.jpg', 'image/jpeg', photo));
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^\/media\/avatar-[0-9a-f-]{36}-thumb\.webp$/);
    const stored = await readFile(path.join(t.config.dataDir, 'uploads', avatar.replace('/media/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const served = await t.app.inject(avatar);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: '/api/auth/user', headers: account.auth })).json().data.avatar).toBe(avatar);
  });

  it.each([
    ['a renamed executable', 'photo.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 7)])],
    [
      'an SVG with script',
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    ],
    ['a text file', 'notes.png', 'image/png', Buffer.from('hello, this is not a picture')],
  ])('refuses %s with 415', async (_what, name, type, content) => {
    const res = await upload(multipartFile('file', name, type, content));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.notAnImage, code: 'not_an_image' });
  });

  it('refuses a pixel flood (a small file claiming 20,000 × 20,000 pixels) with 415', async () => {
    const res = await upload(multipartFile('file', 'flood.png', 'image/png', await pngClaiming(20_000, 20_000)));
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413, a wrong field with 400, and JSON with 415', async () => {
    const big = await upload(multipartFile('file', 'big.jpg', 'image/jpeg', Buffer.alloc(10 * 1024 * 1024 + 10, 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PHOTO_MESSAGES.tooLarge);
    const photo = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(multipartFile('photo', 'a.png', 'image/png', photo))).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: account.auth, payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});
