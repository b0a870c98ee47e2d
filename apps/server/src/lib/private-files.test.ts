import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { backupEmbedded } from './backup.ts';
import { createMailer } from './mail.ts';
import { closeDataFolders } from './private-files.ts';

/** What other accounts on the machine may do with the product's files (issue 57): nothing. */
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
const silent = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child: () => silent, level: 'silent', silent() {} };

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'nafasi-private-'));
  // As a shell with the common umask 022 would leave it.
  await chmod(root, 0o755);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the product’s files are its owner’s alone', () => {
  it('closes a data folder left open at start, and says so; makes a missing one closed', async () => {
    const open = path.join(root, 'data');
    await mkdir(open, { mode: 0o755 });
    await chmod(open, 0o755);
    const warned: object[] = [];
    closeDataFolders([open, path.join(root, 'backups-new')], { warn: (obj) => warned.push(obj) });
    expect(await modeOf(open)).toBe(0o700);
    expect(await modeOf(path.join(root, 'backups-new'))).toBe(0o700);
    expect(warned).toEqual([expect.objectContaining({ dir: open, was: '755', now: '700' })]);
    // Already closed: nothing to say.
    closeDataFolders([open], { warn: (obj) => warned.push(obj) });
    expect(warned).toHaveLength(1);
  });

  it('writes mails to disk 0600 in a 0700 folder', async () => {
    const dataDir = path.join(root, 'mail-data');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Nafasi <hello@nafasi.co.ke>', dataDir, log: silent as never });
    await mailer.send({
      to: 'wanjiku@example.co.ke',
      subject: 'Reset',
      text: 'https://nafasi.co.ke/reset-password?token=secret',
      html: '<p>x</p>',
      messageId: '<t@nafasi.co.ke>',
    });
    const dir = path.join(dataDir, 'mail');
    expect(await modeOf(dir)).toBe(0o700);
    const [file] = await readdir(dir);
    expect(await modeOf(path.join(dir, file!))).toBe(0o600);
  });

  it('writes a backup 0600 in a 0700 folder', async () => {
    const database = await openDatabase({ dataDir: path.join(root, 'db') });
    try {
      await database.migrate();
      const dir = path.join(root, 'backups');
      const file = await backupEmbedded(database, dir);
      expect(await modeOf(dir)).toBe(0o700);
      expect(await modeOf(file)).toBe(0o600);
    } finally {
      await database.close();
    }
  });
});
