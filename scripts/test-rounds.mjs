// Runs test suites several full rounds, optionally with one core kept busy by another process, and
// lists every test that failed even once. A test that fails one round in five is a flaky test: it
// makes a good submission fail to land. Use it before stopping whenever a journey changed:
//
//   node scripts/test-rounds.mjs                       # 3 rounds of the browser journeys
//   node scripts/test-rounds.mjs --rounds 5 --busy     # 5 rounds, one core kept busy
//   node scripts/test-rounds.mjs --suites e2e,api,api-pg --rounds 2 --busy
//   node scripts/test-rounds.mjs --rounds 10 e2e/host-calendar.test.ts   # only these files
//
// Suites: e2e (browser journeys; the web app is built once first), api (PGlite), api-pg (PostgreSQL,
// needs TEST_DATABASE_URL). Exit code 1 when anything failed in any round.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SUITES, vitestArgs } from './suites.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    suites: { type: 'string', default: 'e2e' },
    busy: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number above 0, not ${values.rounds}`);
const suites = values.suites.split(',').map((s) => s.trim());
const known = { e2e: SUITES.e2e, api: SUITES.api, 'api-pg': SUITES['api-pg'] };
for (const s of suites) if (!(s in known)) throw new Error(`unknown suite ${s}: use ${Object.keys(known).join(', ')}`);
if (suites.includes('api-pg') && !process.env.TEST_DATABASE_URL) throw new Error('api-pg needs TEST_DATABASE_URL');

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'nafasi-rounds-'));

if (suites.includes('e2e') && !values['no-build']) {
  console.log('--- building the web app once');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** One process spinning on a core, as a second job on the machine would. */
const burner = values.busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null;
if (burner) console.log(`--- one core kept busy (pid ${burner.pid})`);

/** test id → { suite, file, name, failures: [{ round, message }] } */
const failed = new Map();
const durations = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const suite of suites) {
      const out = path.join(work, `${suite}-${round}.json`);
      const started = Date.now();
      console.log(`--- round ${round}/${rounds}: ${suite}`);
      const result = spawnSync('npx', [...vitestArgs(suite), '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`, ...positionals], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...known[suite].env },
      });
      durations.push({ suite, round, seconds: Math.round((Date.now() - started) / 1000), status: result.status });
      let report;
      try {
        report = JSON.parse(readFileSync(out, 'utf8'));
      } catch {
        const id = `${suite} :: (the run itself)`;
        failed.set(id, {
          suite,
          file: '-',
          name: '(the run produced no report)',
          failures: [...(failed.get(id)?.failures ?? []), { round, message: `exit ${result.status}` }],
        });
        continue;
      }
      for (const file of report.testResults) {
        const tests = file.assertionResults ?? [];
        const failures = tests.filter((t) => t.status === 'failed');
        // A file that failed outside any test (a hook, a crash) counts as its own entry.
        if (file.status === 'failed' && failures.length === 0)
          failures.push({ fullName: '(the file: a hook or the file itself)', failureMessages: [file.message ?? ''] });
        for (const t of failures) {
          const rel = path.relative(root, file.name);
          const id = `${suite} :: ${rel} :: ${t.fullName}`;
          const entry = failed.get(id) ?? { suite, file: rel, name: t.fullName, failures: [] };
          entry.failures.push({
            round,
            message: String(t.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300),
          });
          failed.set(id, entry);
        }
      }
    }
  }
} finally {
  burner?.kill();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\n=== ${rounds} round(s) of ${suites.join(', ')}${values.busy ? ', one core busy' : ''}`);
for (const d of durations) console.log(`  round ${d.round} ${d.suite}: ${d.seconds} s (exit ${d.status})`);
if (failed.size === 0) {
  console.log('Nothing failed in any round.');
  process.exit(0);
}
console.log(`\n${failed.size} test(s) failed at least once:`);
for (const f of failed.values()) {
  console.log(`  ${f.failures.length}/${rounds}  [${f.suite}] ${f.file} > ${f.name}`);
  for (const x of f.failures) console.log(`        round ${x.round}: ${x.message}`);
}
process.exit(1);
