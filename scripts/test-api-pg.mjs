// Runs the API suite again on PostgreSQL. CI sets TEST_DATABASE_URL; a developer without a
// PostgreSQL server is told plainly that this half did not run, and CI fails rather than skip.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  const message = 'TEST_DATABASE_URL is not set: the API suite did NOT run on PostgreSQL.';
  if (process.env.CI) {
    console.error(`${message} CI requires it.`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} Set it (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it. ***\n`);
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
