/**
 * The server as production runs it: one ES module bundled by esbuild from its TypeScript
 * (apps/server/src/main.ts → apps/server/dist/main.mjs), the packages of node_modules left to Node
 * to load, the workspace's own (@nafasi/*) bundled in. Running the sources through tsx's loader
 * cost each instance about 3 s at start and some 200 MB resident (the loader's own thread and
 * heap); docs/decisions/0016-the-server-runs-bundled.md has the figures.
 *
 * A source file that finds its neighbours by `import.meta` (migrations, the seed's images, the
 * payment simulator's certificate) still finds them: in the bundle, `import.meta.dirname`,
 * `.filename` and `.url` of a source file are its own place, worked out from the bundle's place.
 *
 * `node scripts/build-server.mjs` builds the server; `bundleServer` is also how the bench builds
 * its server (bench/serve.ts), so what it measures runs as production runs.
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Each source file's `import.meta` said as its own place, relative to the bundle in `outdir`. */
function importMetaOfSource(outdir) {
  return {
    name: 'import-meta-of-source',
    setup(b) {
      // Packages stay imports Node resolves; the workspace's own TypeScript is bundled.
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@nafasi/') ? undefined : { path: args.path, external: true }));
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        if (contents.includes('import.meta.')) {
          const file = JSON.stringify(path.relative(outdir, args.path));
          const dir = JSON.stringify(path.relative(outdir, path.dirname(args.path)));
          contents = contents
            .replaceAll('import.meta.dirname', () => `__sourcePath(${dir})`)
            .replaceAll('import.meta.filename', () => `__sourcePath(${file})`)
            .replaceAll('import.meta.url', () => `__sourceUrl(${file})`);
        }
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** What the bundle defines first: a source's place from its path relative to the bundle. */
const BANNER = [
  "import { fileURLToPath as __fileOf, pathToFileURL as __urlOf } from 'node:url';",
  "import { dirname as __dirOf, join as __join } from 'node:path';",
  'const __bundleDir = __dirOf(__fileOf(import.meta.url));',
  'const __sourcePath = (relative) => __join(__bundleDir, relative);',
  'const __sourceUrl = (relative) => __urlOf(__sourcePath(relative)).href;',
].join('\n');

/** Bundles `entryPoints` ({ name: source }) into `outdir` as name.mjs, with source maps. */
export async function bundleServer(entryPoints, outdir) {
  await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [importMetaOfSource(outdir)],
    banner: { js: BANNER },
  });
}

if (process.argv[1] === import.meta.filename) {
  const started = performance.now();
  await bundleServer({ main: path.join(repoRoot, 'apps/server/src/main.ts') }, path.join(repoRoot, 'apps/server/dist'));
  console.log(`the server bundled into apps/server/dist/main.mjs in ${Math.round(performance.now() - started)} ms`);
}
