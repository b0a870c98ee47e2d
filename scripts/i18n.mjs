// Compiles the message catalogues (packages/shared/messages/*.json) into Paraglide's message
// functions (packages/shared/src/paraglide, not in git: docs/decisions/0001-generated-code-out-of-git.md)
// when they are missing or the catalogues changed since the last compile. A hash of the inputs is
// kept beside the output, so an unchanged catalogue costs a file read, not Paraglide's 20 seconds.
// Run by npm's postinstall and before build, serve, dev, typecheck, test and bench; `--force`
// compiles anyway.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const shared = path.join(root, 'packages', 'shared');
const out = path.join(shared, 'src', 'paraglide');
/** Where the hash of the inputs the output was compiled from is kept. */
export const STAMP = path.join(out, '.inputs-hash');

/** A hash of everything the compiled functions are made from: the catalogues, the inlang settings, the compile command. */
export function inputsDigest() {
  const messages = path.join(shared, 'messages');
  const inputs = [
    ...readdirSync(messages)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(messages, f)),
    path.join(shared, 'project.inlang', 'settings.json'),
    path.join(shared, 'package.json'),
  ];
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const digest = inputsDigest();
  const fresh = existsSync(path.join(out, 'messages.js')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest;
  if (!fresh || process.argv.includes('--force')) {
    console.log('--- compiling the message catalogues (Paraglide)');
    execFileSync('npm', ['run', 'i18n', '-w', 'packages/shared'], { stdio: 'inherit', cwd: root });
    writeFileSync(STAMP, digest);
  }
}
