// `npm run test:api:pg`: the API suite again on PostgreSQL, as `npm test` runs it (which tells a
// developer without TEST_DATABASE_URL plainly that it did not run, and fails in CI rather than skip).
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, [new URL('./test.mjs', import.meta.url).pathname, '--only', 'api-pg'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
