// How each vitest suite is run, shared by `npm test` (scripts/test.mjs), the flaky-test rounds
// (scripts/test-rounds.mjs) and `npm run test:api`.
//
// The API suite runs one worker that keeps its modules from file to file (--no-isolate): each file
// still builds its own app on its own fresh database, and the suite takes 150 s on PGlite instead
// of 309 s (each file's worker loaded Fastify, Drizzle, PGlite and the app again). One worker: it
// runs beside the journeys' two on a two-core machine.
export const SUITES = {
  e2e: { project: 'e2e', args: [], env: {} },
  api: { project: 'api', args: ['--maxWorkers=1', '--no-isolate'], env: {} },
  'api-pg': { project: 'api', args: ['--maxWorkers=1', '--no-isolate'], env: { TEST_DB: 'postgres' } },
  unit: { project: 'unit', args: [], env: {} },
};

/** The arguments of `vitest run` for a suite. */
export const vitestArgs = (suite) => ['vitest', 'run', '--project', SUITES[suite].project, ...SUITES[suite].args];
