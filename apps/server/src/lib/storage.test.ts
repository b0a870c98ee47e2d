import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import { spaceImages, spaces } from '../db/schema.ts';
import { as, createTestApp, dbKind, insertSpace, multipartFile, multipartFiles, signUp, type TestContext } from '../test/harness.ts';
import { startObjectStore } from '../test/object-store.ts';
import { copyMedia, localStorage, s3Storage } from './storage.ts';

let store: Awaited<ReturnType<typeof startObjectStore>>;
let t: TestContext;
beforeAll(async () => {
  store = await startObjectStore();
  t = await createTestApp(store.env);
});
afterAll(async () => {
  await t?.close();
  await store?.close();
});

const bucket = () =>
  s3Storage({
    bucket: store.bucket,
    region: 'us-east-1',
    endpoint: store.endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    publicUrl: undefined,
  });
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

describe('photos in S3-compatible object storage', () => {
  it('puts, reads, checks and removes objects; a missing one is nothing, an unsafe key is refused', async () => {
    const s3 = bucket();
    await s3.put('test-object.webp', Buffer.from('bytes'));
    expect(await s3.exists('test-object.webp')).toBe(true);
    expect((await s3.get('test-object.webp'))?.toString()).toBe('bytes');
    await s3.remove('test-object.webp');
    expect(await s3.exists('test-object.webp')).toBe(false);
    expect(await s3.get('test-object.webp')).toBeNull();
    await expect(s3.put('../escape', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
  });

  it('keeps an uploaded photo in the bucket, not on the instance’s disk, serves it through /media, and removes it with its replacement', async () => {
    const account = await signUp(t);
    const upload = async () => {
      const body = multipartFile('file', 'me.jpg', 'image/jpeg', await photo());
      return t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...account.auth, ...body.headers }, payload: body.payload });
    };
    const first = (await upload()).json().data.avatar as string;
    expect(first).toMatch(/^\/media\/avatar-.*-thumb\.webp$/);
    const key = first.replace('/media/', '');
    expect(await bucket().exists(key)).toBe(true);
    expect(await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    const served = await t.app.inject(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // A new picture replaces the old one in the bucket.
    const second = (await upload()).json().data.avatar as string;
    expect(second).not.toBe(first);
    expect(await bucket().exists(key)).toBe(false);
    expect((await t.app.inject(first)).statusCode).toBe(404);
    expect((await t.app.inject('/media/..%2Fsecret')).statusCode).toBe(404);
    expect((await as(t, account).get('/api/auth/user')).json().data.avatar).toBe(second);
  });

  it('keeps nothing of an upload the bucket refuses: a 503 with a sentence, no photo rows, no objects', async () => {
    const broken = await createTestApp({ ...store.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const owner = await signUp(broken, { role: 'owner' });
      const space = await insertSpace(broken.database, { status: 'pending' });
      await broken.database.db.update(spaces).set({ ownerId: owner.user.id }).where(eq(spaces.id, space.id));
      const body = multipartFiles([{ field: 'files', filename: 'room.jpg', contentType: 'image/jpeg', content: await photo() }]);
      const res = await broken.app.inject({
        method: 'POST',
        url: `/api/spaces/${space.id}/images`,
        headers: { ...owner.auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'storage_unavailable', message: LISTING_MESSAGES.photosNotStored });
      expect(await broken.database.db.select().from(spaceImages).where(eq(spaceImages.spaceId, space.id))).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('copies what an instance kept on disk into the bucket, once (npm run media:to-s3)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nafasi-uploads-'));
    const disk = localStorage(dir);
    await disk.put('old-photo-full.webp', Buffer.from('a'));
    await disk.put('old-photo-thumb.webp', Buffer.from('b'));
    const keys = await readdir(dir);
    expect(await copyMedia(disk, bucket(), keys)).toEqual({ copied: 2, skipped: 0 });
    expect(await copyMedia(disk, bucket(), keys)).toEqual({ copied: 0, skipped: 2 });
    expect((await bucket().get('old-photo-thumb.webp'))?.toString()).toBe('b');
    await rm(dir, { recursive: true, force: true });
  });

  it('sends browsers to the bucket’s public address when S3_PUBLIC_URL is set, and allows its images in the pages', async () => {
    const other = await createTestApp({ ...store.env, S3_PUBLIC_URL: 'https://media.nafasi.test/' });
    try {
      const res = await other.app.inject('/media/seed-photo-full.webp');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://media.nafasi.test/seed-photo-full.webp');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(String((await other.app.inject('/api/health')).headers['content-security-policy'])).toContain('https://media.nafasi.test');
    } finally {
      await other.close();
    }
  });

  it.skipIf(dbKind !== 'postgres')('shows a photo uploaded through one instance through another', async () => {
    const other = await t.startAnotherInstance();
    const account = await signUp(t);
    const body = multipartFile('file', 'me.jpg', 'image/jpeg', await photo());
    const avatar = (
      await t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...account.auth, ...body.headers }, payload: body.payload })
    ).json().data.avatar as string;
    const served = await other.inject(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
