// The pseudo-locale build (issue 31): the web app with every English message in the pseudo-locale
// (e2e/support/pseudo.ts), written to apps/web/pseudo/{dist,dist-server}; serve it with
// WEB_DIST=<absolute path to apps/web/pseudo/dist>. Run: npx tsx scripts/build-pseudo.ts
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pseudo } from '../e2e/support/pseudo.ts';

const root = path.resolve(import.meta.dirname, '..');
export const PSEUDO_DIR = path.join(root, 'apps/web/pseudo');
const shared = path.join(root, 'packages/shared');

type Variant = { match: Record<string, string> } & Record<string, unknown>;
/** A message of the inlang format: a text, or variants (plurals) whose texts are each made pseudo. */
const pseudoMessage = (message: string | Variant[]) =>
  typeof message === 'string'
    ? pseudo(message)
    : message.map((variant) => ({ ...variant, match: Object.fromEntries(Object.entries(variant.match).map(([k, v]) => [k, pseudo(v)])) }));

export async function buildPseudo() {
  rmSync(PSEUDO_DIR, { recursive: true, force: true });
  const project = path.join(PSEUDO_DIR, 'project.inlang');
  mkdirSync(path.join(PSEUDO_DIR, 'messages'), { recursive: true });
  mkdirSync(project, { recursive: true });
  const read = (file: string) => JSON.parse(readFileSync(path.join(shared, file), 'utf8')) as Record<string, string | Variant[]>;
  const en = Object.fromEntries(Object.entries(read('messages/en.json')).map(([k, v]) => [k, k === '$schema' ? v : pseudoMessage(v)]));
  writeFileSync(path.join(PSEUDO_DIR, 'messages/en.json'), JSON.stringify(en, null, 2));
  writeFileSync(path.join(PSEUDO_DIR, 'messages/sw.json'), JSON.stringify(read('messages/sw.json'), null, 2));
  const settings = JSON.parse(readFileSync(path.join(shared, 'project.inlang/settings.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    path.join(project, 'settings.json'),
    JSON.stringify({
      ...settings,
      modules: [path.join(root, 'node_modules/@inlang/plugin-message-format/dist/index.js')],
      'plugin.inlang.messageFormat': { pathPattern: path.join(PSEUDO_DIR, 'messages/{locale}.json') },
    }),
  );
  // Run as child processes the test's event loop keeps answering meanwhile (a synchronous build
  // blocks the test worker long enough for its runner to give up on it).
  const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(root, 'node_modules/.bin', cmd), args, {
        cwd: path.join(root, 'apps/web'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production', ...env },
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
    });
  const messages = path.join(PSEUDO_DIR, 'paraglide');
  await run('paraglide-js', ['compile', '--project', project, '--outdir', messages, '--strategy', 'globalVariable', 'baseLocale', '--silent']);
  await run('vite', ['build', '--outDir', path.join(PSEUDO_DIR, 'dist'), '--emptyOutDir', '--logLevel', 'error'], { PSEUDO_PARAGLIDE: messages });
  await run('vite', ['build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(PSEUDO_DIR, 'dist-server'), '--emptyOutDir', '--logLevel', 'error'], {
    PSEUDO_PARAGLIDE: messages,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await buildPseudo();
