import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/**
 * The product's first run, once for all journeys: the real server creates its embedded database,
 * migrates, seeds the sample spaces, accounts and photos into a DATA_DIR, and stops cleanly. Each
 * journey's server then starts from its own copy of that directory, as a server restarted on its
 * data would, instead of repeating the first run (10–20 s each on this 2-core machine).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ firstRun: true, keepDataDir: true });
  await server.stop();
  project.provide('e2eDataDir', server.dataDir);
  return () => rm(server.dataDir, { recursive: true, force: true });
}
