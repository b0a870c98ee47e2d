import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { nairobiDate } from '@nafasi/shared/time';
import { SAMPLE } from './support/session.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * Issue 34, as an operator does it (docs/OPERATIONS.md): `npm run backup` while the product runs on
 * its embedded database (the server takes the backup), more bookings after it, `npm run restore`
 * refused while the server runs, then done with it stopped, and the product started again serves
 * what was there at the backup and not what came after. (The API suite proves the same under load
 * on both databases: apps/server/src/lib/backup.test.ts.)
 */
const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');
const cli = (name: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${name}.ts`, ...args], { cwd: repoRoot, env: { ...process.env, ...env, DATABASE_URL: '' } });

const servers: RunningServer[] = [];
let backups = '';
afterAll(async () => {
  for (const s of servers) await s.stop();
  if (backups) await rm(backups, { recursive: true, force: true });
});

async function book(server: RunningServer, token: string, spaceId: string, daysAhead: number) {
  const res = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ spaceId, date: nairobiDate(new Date(Date.now() + daysAhead * 86_400_000)), startTime: '09:00', endTime: '10:00' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

describe('npm run backup and npm run restore (embedded database)', () => {
  it('back up the running product, refuse to restore under it, and restore it stopped to what it held at the backup', async () => {
    backups = await mkdtemp(path.join(tmpdir(), 'nafasi-backups-'));
    const first = await startServer({ keepDataDir: true });
    servers.push(first);
    const env = { DATA_DIR: first.dataDir };
    const signIn = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SAMPLE.user),
    });
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    const { data: spaces } = (await (await fetch(`${first.url}/api/spaces?limit=2`)).json()) as { data: { id: string }[] };

    const before = await book(first, token, spaces[0]!.id, 30);
    // A member who will delete their account after the backup (docs/PRIVACY.md "Backups").
    const member = { full_name: 'Baraka Otieno', email: `baraka-${Date.now()}@example.co.ke`, password: 'Mlima-Kenya-2026' };
    const login = (server: RunningServer) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
    const registered = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    expect(registered.status).toBe(201);
    const memberToken = ((await (await login(first)).json()) as { data: { access_token: string } }).data.access_token;
    const { stdout } = await cli('backup', env, backups);
    const file = stdout.trim();
    expect(path.dirname(file)).toBe(backups);
    expect(file).toMatch(/nafasi-embedded-.*\.tar\.gz$/);
    expect(readdirSync(backups)).toEqual([path.basename(file)]);
    const after = await book(first, token, spaces[1]!.id, 31);
    const deleted = await fetch(`${first.url}/api/account/deletion`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: member.password }),
    });
    expect(deleted.status).toBe(200);

    // Not under a running server.
    await expect(cli('restore', env, file)).rejects.toThrow(/stop it before restoring/);

    await first.stop();
    const restored = await cli('restore', env, file);
    expect(restored.stdout).toMatch(/moved the database that was there to .*db\.before-restore-/);
    expect(existsSync(path.join(first.dataDir, 'db'))).toBe(true);

    const second = await startServer({ env });
    servers.push(second);
    const again = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SAMPLE.user),
    });
    const token2 = ((await again.json()) as { data: { access_token: string } }).data.access_token;
    const read = (id: string) => fetch(`${second.url}/api/bookings/${id}`, { headers: { authorization: `Bearer ${token2}` } }).then((r) => r.status);
    expect(await read(before)).toBe(200);
    expect(await read(after)).toBe(404);
    // The backup held the member; the restored product does not: their deletion was replayed at start.
    expect((await login(second)).status).toBe(400);
    const admin = (
      (await (
        await fetch(`${second.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SAMPLE.admin) })
      ).json()) as {
        data: { access_token: string };
      }
    ).data.access_token;
    const found = await fetch(`${second.url}/api/admin/users?q=${encodeURIComponent('Baraka')}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(((await found.json()) as { data: unknown[] }).data).toEqual([]);
    await rm(first.dataDir, { recursive: true, force: true });
  }, 180_000);
});
