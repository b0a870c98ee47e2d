/**
 * `npm run media:to-s3 -w apps/server`: copies the photos and avatars under DATA_DIR/uploads into
 * the bucket S3_BUCKET names (the same S3_* settings the server reads), so an instance moved from
 * disk to object storage keeps every picture. Files already in the bucket are left as they are;
 * it can be run again after a failure and goes on where it stopped.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { copyMedia, localStorage, s3Storage } from '../lib/storage.ts';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to say where to copy to.');
  process.exit(2);
}
const from = path.join(config.dataDir, 'uploads');
const keys = await readdir(from).catch(() => [] as string[]);
const { copied, skipped } = await copyMedia(localStorage(from), s3Storage(config.s3), keys);
console.log(`copied ${copied} file(s) from ${from} to s3://${config.s3.bucket}; ${skipped} were there already`);
