import { mkdir, readFile, rm, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (the embedded default), or an
 * S3-compatible bucket shared by every instance. Keys are chosen by the server, never by a client.
 */
export interface Storage {
  /** The directory /media serves from (local disk only). */
  readonly root: string | null;
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** What a stored file is, by its name (photos are WebP; the rest is kept as bytes). */
export const contentTypeOf = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : key.endsWith('.jpg') ? 'image/jpeg' : 'application/octet-stream';

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*$/;

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    root,
    async put(key, body) {
      await mkdir(root, { recursive: true });
      await writeFile(resolve(key), body);
    },
    async get(key) {
      return readFile(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
    },
    async exists(key) {
      return access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the AWS SDK: every
 * instance reads and writes the same files. Names never change content, so objects are stored
 * with a year's immutable caching for a CDN in front of the bucket.
 */
/** Where photos are kept when they are not on disk (S3_* in config.ts). */
export interface S3Config {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, R2, a local server); addressed by path, not by bucket subdomain. */
  endpoint: string | undefined;
  /** Absent: the SDK's own credentials (an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers fetch photos from (the bucket's public URL or a CDN); absent: through /media. */
  publicUrl: string | undefined;
}

export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Other S3-compatible servers are addressed by path (host/bucket/key), not by bucket subdomain.
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
    maxAttempts: 3,
  });
  const check = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };
  const missing = (err: unknown) =>
    err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
  return {
    root: null,
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: check(key),
          Body: body,
          ContentType: contentTypeOf(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: check(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: check(key) }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: check(key) }));
    },
  };
}

/** The photos' store this configuration asks for: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export const mediaStorage = (config: { s3: S3Config | null; dataDir: string }): Storage =>
  config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));

/** Copies files from one store to another (`npm run media:to-s3`), skipping those already there. */
export async function copyMedia(from: Storage, to: Storage, keys: string[]): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for (const key of keys) {
    if (!SAFE_KEY.test(key)) continue;
    if (await to.exists(key)) {
      skipped += 1;
      continue;
    }
    const body = await from.get(key);
    if (!body) continue;
    await to.put(key, body);
    copied += 1;
  }
  return { copied, skipped };
}
