import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time (two cores): vitest's default is one fewer than the cores. These are
    // settings of the whole run, not of a project; `npm test` runs each project in its own run.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          // Migrates once (a PGlite snapshot, or a PostgreSQL template database); each test's database starts from it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Limits for a hung test, not speeds: beside the other suites a heavy test can take twice as long.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own app on its own fresh database. `npm test` runs this suite in one
          // worker that keeps its modules from file to file (--no-isolate, scripts/suites.mjs): 309 → 150 s.
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // A failing journey saves each open page's screenshot and text, and quotes the text in its error.
          setupFiles: ['e2e/support/failures.ts'],
          // The product's first run (migrated, seeded) once; each journey's server starts from a copy of its DATA_DIR.
          globalSetup: ['e2e/support/global-setup.ts'],
          // A browser on a busy 2-core machine can take more than the default second to show a change.
          // A poll ends as soon as what it waits for shows: a long limit costs a passing run nothing.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Two files at a time (maxWorkers), each with its own server, data directory, database and
          // browser: a journey spends much of its time waiting for a page, so two share the two cores.
          pool: 'forks',
        },
      },
    ],
  },
});
