// Commit subjects are at most 72 characters, the detail in the body (git's own convention: a
// subject fits a one-line log and an e-mail subject). Checked by .ci/run for every commit after the
// rule began (BASE); earlier history is left as it was written. `node scripts/check-commits.mjs [base]`.
import { execFileSync } from 'node:child_process';

/** The last commit before the rule: everything after it is checked. */
const BASE = process.argv[2] ?? '1ca0da4';
const MAX = 72;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
try {
  git('rev-parse', '--git-dir');
} catch {
  // An exported tree (no .git) has no commits to check.
  console.log('commit subjects: no git history here, nothing to check');
  process.exit(0);
}
let range;
try {
  git('cat-file', '-e', `${BASE}^{commit}`);
  range = [`${BASE}..HEAD`];
} catch {
  // A shallow clone without the base: every commit it has from the base's day on.
  range = ['--since=2026-12-06T21:58:35Z', 'HEAD'];
}
const commits = git('log', '--no-merges', '--format=%h%x00%s', ...range)
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\0'));
const long = commits.filter(([, subject]) => [...subject].length > MAX);
for (const [hash, subject] of long) console.error(`${hash}: subject of ${[...subject].length} characters (at most ${MAX}): ${subject}`);
if (long.length) {
  console.error(`FAIL: ${long.length} of ${commits.length} commit subjects are longer than ${MAX} characters; put the detail in the body.`);
  process.exit(1);
}
console.log(`commit subjects: ${commits.length} checked, all at most ${MAX} characters`);
