import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tarball) that each test's database starts from. */
    pgliteSnapshot: string;
    /** A migrated, empty PostgreSQL database that each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once for the whole API suite instead of once per app: creating an embedded cluster and
 * running every migration cost each test file about 6 s on this 2-core machine. Each test's
 * database is still its own and fresh; it starts from this migrated copy, and `migrate()` still
 * runs on it (finding nothing to do).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL server to create test databases on)');
    const name = `nafasi_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const file = path.join(tmpdir(), `nafasi-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(file, { force: true });
}
