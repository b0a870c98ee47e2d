import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';

/**
 * What the product keeps on disk is its owner's alone (issue 57): the embedded database (which holds
 * the key that signs sign-in tokens), backups and mails written to disk. Folders are 0700 and files
 * 0600, whatever the umask of the shell that started the server; other accounts on the machine read
 * none of it.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A folder only its owner may enter, made if missing. */
export async function privateDir(dir: string) {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/** Writes a file only its owner may read. */
export async function writePrivateFile(file: string, content: string | Uint8Array) {
  await writeFile(file, content, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}

/**
 * At start: the data folder (and the backups' folder) made owner-only, or, when another account may
 * enter it, closed, with a warning that says so; a folder the service cannot close (another
 * account's) stops the start.
 */
export function closeDataFolders(dirs: string[], log: { warn(obj: object, msg: string): void }) {
  for (const dir of dirs) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const mode = statSync(dir).mode & 0o777;
    if ((mode & 0o077) === 0) continue;
    try {
      chmodSync(dir, PRIVATE_DIR_MODE);
    } catch (err) {
      throw new Error(`${dir} can be read by other accounts (mode ${mode.toString(8)}) and this account cannot close it: ${(err as Error).message}`, {
        cause: err,
      });
    }
    log.warn({ dir, was: mode.toString(8), now: PRIVATE_DIR_MODE.toString(8) }, 'a data folder other accounts could read is now owner-only');
  }
}
