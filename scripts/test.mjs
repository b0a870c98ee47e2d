// `npm test`: every check and every test, as CI runs them, in about half the time of running them
// one after another. Jobs run side by side within the machine's cores (two here); the browser
// journeys start as soon as the web app is built, and the rest fill the other lane. Each job's
// output is printed whole when it ends (never interleaved), and a failed job's output again at the
// end, beside a table of durations.
//
//   npm test                      # everything
//   npm test -- --only api,unit   # some jobs (names below)
//   TEST_LANES=1 npm test         # one job at a time
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SUITES, vitestArgs } from './suites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'nafasi-test-'));
const { values } = parseArgs({ options: { only: { type: 'string' } } });

/** A vitest run that also writes its counts to a JSON report, read for the closing line. */
const vitest = (name) => ({
  name,
  command: ['npx', ...vitestArgs(name), '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(work, `${name}.json`)}`],
  env: SUITES[name].env,
  report: path.join(work, `${name}.json`),
});

const pgUrl = process.env.TEST_DATABASE_URL;
/**
 * In the order they start as lanes free up. With two lanes: the build first, beside the typecheck
 * (one core each), then the journeys (two files at a time) in one lane for the rest of the run,
 * while the other lane works through lint, the API suites (one worker each) and the rest. Running
 * more at once was slower in all: on two cores, four CPU-bound jobs took 19 minutes where these
 * lanes take about 19.
 */
const jobs = [
  { name: 'build', command: ['npm', 'run', 'build'] },
  { ...vitest('e2e'), after: ['build'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  vitest('api'),
  pgUrl ? vitest('api-pg') : null,
  vitest('unit'),
  { name: 'format', command: ['npm', 'run', 'format:check'] },
].filter(Boolean);

if (!pgUrl) {
  const message = 'TEST_DATABASE_URL is not set: the API suite will NOT run on PostgreSQL.';
  if (process.env.CI) {
    console.error(`${message} CI requires it.`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} Set it (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it. ***\n`);
}

// Without PostgreSQL the warning above is the answer to `--only api-pg`.
const only = values.only
  ?.split(',')
  .map((s) => s.trim())
  .filter((name) => pgUrl || name !== 'api-pg');
const selected = only ? jobs.filter((j) => only.includes(j.name)) : jobs;
if (only) for (const name of only) if (!jobs.some((j) => j.name === name)) throw new Error(`no job ${name}: ${jobs.map((j) => j.name).join(', ')}`);
// A job whose prerequisite was not selected runs without waiting for it (e.g. --only e2e after a build).
for (const job of selected) job.after = (job.after ?? []).filter((a) => selected.some((j) => j.name === a));

const lanes = Math.max(1, Number(process.env.TEST_LANES ?? availableParallelism()));
const started = Date.now();
const results = new Map();
const running = new Set();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function run(job) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    let output = '';
    const child = spawn(job.command[0], job.command.slice(1), {
      cwd: root,
      env: { ...process.env, ...job.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => {
      const result = { code: code ?? 1, signal, ms: Date.now() - t0, output };
      console.log(`\n━━━ ${job.name}: ${result.code === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds(result.ms)} ━━━\n${output}`);
      resolve(result);
    });
  });
}

await new Promise((done) => {
  const next = () => {
    if (results.size === selected.length) return done();
    for (const job of selected) {
      if (running.size >= lanes) break;
      if (results.has(job.name) || running.has(job.name)) continue;
      if (!job.after.every((a) => results.has(a))) continue;
      if (job.after.some((a) => results.get(a).code !== 0)) {
        results.set(job.name, { code: 1, ms: 0, output: `not run: ${job.after.join(', ')} failed` });
        continue;
      }
      running.add(job.name);
      console.log(`▶ ${job.name} (${seconds(Date.now() - started)} in)`);
      run(job).then((result) => {
        running.delete(job.name);
        results.set(job.name, result);
        next();
      });
    }
    if (running.size === 0 && results.size < selected.length) next();
  };
  next();
});

let passed = 0;
let failed = 0;
let skipped = 0;
for (const job of selected) {
  if (!job.report) continue;
  try {
    const r = JSON.parse(readFileSync(job.report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    job.counts = `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`;
    // Named in the summary: the end of a long run is what CI's record keeps.
    job.failures = r.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${path.relative(process.cwd(), file.name)} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300)}`,
        ),
    );
  } catch {
    job.counts = 'no report';
  }
}
rmSync(work, { recursive: true, force: true });

const bad = selected.filter((j) => results.get(j.name).code !== 0);
for (const job of bad) console.log(`\n━━━ again, the output of the failed job ${job.name} ━━━\n${results.get(job.name).output}`);
console.log(`\n━━━ summary (${lanes} lanes, ${seconds(Date.now() - started)} in all) ━━━`);
for (const job of selected) {
  const r = results.get(job.name);
  console.log(`  ${r.code === 0 ? 'ok    ' : 'FAILED'}  ${job.name.padEnd(10)} ${seconds(r.ms).padStart(6)}${job.counts ? `   ${job.counts}` : ''}`);
  for (const failure of job.failures ?? []) console.log(`      ✗ ${failure}`);
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(bad.length > 0 || failed > 0 ? 1 : 0);
