import { mkdir, rm, writeFile, access } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads today; an S3-compatible store can
 * implement the same interface. Keys are chosen by the server, never by a client.
 */
export interface Storage {
  readonly root: string;
  put(key: string, body: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

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
