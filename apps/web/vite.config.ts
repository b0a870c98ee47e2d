import { readdirSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:5000';

/**
 * Chunks chosen by hand where Rollup's choice costs the home page: zod alone (pages with forms load
 * it). (The search's URL rules had a chunk of their own until they spoke two languages: a chunk
 * chosen by hand takes its dependencies with it, and every message came along.)
 */
function manualChunks(id: string): string | undefined {
  if (id.includes('/node_modules/zod/')) return 'zod';
  if (REACT_MODULES.test(id)) return REACT_CHUNK;
  return undefined;
}

/**
 * React and React DOM in a chunk of their own, which the boot script (below) evaluates in a task of
 * its own before the app's: every module of the first script evaluated in one task was one long
 * task (~35 ms here, four times that on a phone).
 */
const REACT_CHUNK = 'react';
const REACT_MODULES = /\/node_modules\/(react|react-dom|scheduler)\//;

/**
 * Chunks smaller than this are merged into a chunk always loaded with them (Rollup, for side-effect
 * free code): each message shared by a few pages was a chunk of its own, 42 files for the home page
 * at ~130 bytes of gzip and a request each; merged, 25 files and 1.9 KB less (measured at 0, 1000,
 * 4000 and 10000 bytes: above 1000 the home page grows again with code merged into it).
 */
const MIN_CHUNK_BYTES = 1000;

/** The compiled message modules: the shared package's, or the pseudo-locale's (below). */
const messagesRoot = process.env.PSEUDO_PARAGLIDE ?? path.resolve(import.meta.dirname, '../../packages/shared/src/paraglide');
/** The messages there, read once per build (a message's module is named after it). */
let messageNames: Set<string> | null = null;
const isMessage = (key: string) =>
  (messageNames ??= new Set(readdirSync(path.join(messagesRoot, 'messages')).map((file) => file.replace(/\.js$/, '')))).has(key);
const IMPORTS_M = /import\s*\{[^}]*\bm\b[^}]*\}\s*from\s*['"](?:@nafasi\/shared\/i18n|\.\/i18n\.ts)['"]/;

/**
 * Each page's script carries only its own words (issue 31): `m.key` in a module that imports `m`
 * becomes a direct import of that message's own module, so Rollup puts each message in the chunks
 * of the pages that use it, instead of every message used anywhere following `m` into one chunk
 * that every page loads (the home page's budget).
 */
const perMessageImports = (): Plugin => ({
  name: 'per-message-imports',
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0] ?? id;
    if (file.includes('/node_modules/') || file.includes('/paraglide/') || !/\.(ts|tsx)$/.test(file) || !IMPORTS_M.test(code)) return null;
    const used = new Set<string>();
    const rewritten = code.replace(/(?<![\w$.])m\.([A-Za-z_]\w*)/g, (whole, key: string) => {
      if (!isMessage(key)) return whole;
      used.add(key);
      return `__m_${key}`;
    });
    if (used.size === 0) return null;
    const imports = [...used].map((key) => `import { ${key} as __m_${key} } from ${JSON.stringify(path.join(messagesRoot, 'messages', `${key}.js`))};`);
    return { code: `${imports.join('\n')}\n${rewritten}`, map: null };
  },
});

/**
 * The pseudo-locale build (scripts/build-pseudo.ts): the shared package's compiled messages are
 * taken from PSEUDO_PARAGLIDE instead of its own (every English word accented and longer).
 */
const pseudoMessages = (dir: string | undefined): Plugin | null =>
  dir
    ? {
        name: 'pseudo-messages',
        enforce: 'pre',
        resolveId(source, importer) {
          if (!importer || !/packages\/shared\/src\/i18n\.ts$/.test(importer) || !source.startsWith('./paraglide/')) return null;
          return path.join(dir, source.slice('./paraglide/'.length));
        },
      }
    : null;

/**
 * In the browser, the compiled messages (and shared/i18n.ts) read the language from a small
 * runtime of ours (src/lib/locale-runtime.ts) instead of Paraglide's, whose strategies the browser
 * never uses: the home page's budget. The server's build keeps Paraglide's runtime.
 */
const browserLocaleRuntime = (): Plugin => ({
  name: 'browser-locale-runtime',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (options.ssr || !importer || !/(^|\/)runtime\.js$/.test(source)) return null;
    const fromMessages = importer.startsWith(path.join(messagesRoot, 'messages'));
    const fromI18n = /packages\/shared\/src\/i18n\.ts$/.test(importer);
    return fromMessages || fromI18n ? path.resolve(import.meta.dirname, 'src/lib/locale-runtime.ts') : null;
  },
});

/** The page's script tag as Vite writes it into index.html (the entry). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * The app's script is asked for after the page's first paint (issue 32). The server sends every
 * public page drawn, so what a phone shows first needs no script: the text and the photos the page
 * preloads get the connection to themselves until they are on screen, and the ~90 KB script
 * follows, instead of the three racing for a slow link. index.html loads a few bytes of boot script
 * (its own file: the pages' CSP allows no inline script) that imports the entry once the browser
 * reports the page's first paint. It imports at once where there is nothing to wait for: a page the
 * browser renders itself (an empty #root), a tab in the background (it paints nothing), a browser
 * that reports no paints; and after 3 s whatever happens (a page whose first paint is never reported).
 */
const scriptAfterFirstPaint = (): Plugin => ({
  name: 'script-after-first-paint',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (!page || page.type !== 'asset') return;
    const html = String(page.source);
    const entry = ENTRY_SCRIPT.exec(html)?.[1];
    if (!entry) throw new Error('index.html has no entry script to load after the first paint');
    const react = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === REACT_CHUNK);
    if (!react) throw new Error(`no ${REACT_CHUNK} chunk to evaluate before the entry`);
    const source = [
      // Both fetched at once; React evaluated first, the app in the next task (the entry imports React:
      // it is not evaluated twice).
      `let s=0;const g=()=>{if(s)return;s=1;document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:${JSON.stringify(entry)}}));`,
      `import("/${react.fileName}").then(()=>new Promise((r)=>setTimeout(r))).then(()=>import(${JSON.stringify(entry)}))};`,
      'const r=document.getElementById("root");',
      'if(document.visibilityState!=="visible"||!r?.firstElementChild||!PerformanceObserver.supportedEntryTypes?.includes("paint"))g();',
      'else{new PerformanceObserver((l,o)=>{o.disconnect();g()}).observe({type:"paint",buffered:true});',
      'document.addEventListener("visibilitychange",g,{once:true});setTimeout(g,3e3)}\n',
    ].join('');
    const boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
    // The entry's own chunks are the boot's to ask for, after the paint: not preloaded by the page.
    page.source = html.replace(ENTRY_SCRIPT, () => `<script type="module" src="/${boot}"></script>`).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    browserLocaleRuntime(),
    perMessageImports(),
    react(),
    tailwindcss(),
    pseudoMessages(process.env.PSEUDO_PARAGLIDE),
    isSsrBuild ? null : scriptAfterFirstPaint(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      '/media': api,
    },
  },
  // The server's build carries its libraries inside (it runs wherever the API server runs) and is
  // React's production build: the development build renders several times slower.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    target: 'es2022',
    // Terser (two passes) writes the browser's scripts a few per cent smaller than esbuild: the home page's budget.
    ...(isSsrBuild ? {} : { minify: 'terser' as const, terserOptions: { compress: { passes: 2 }, format: { comments: false } } }),
    // The budget is what the home page loads (README, bench/RESULTS.md); report every chunk's size.
    reportCompressedSize: true,
    manifest: !isSsrBuild,
    // Every browser we serve preloads modules itself (Chrome on Android above all); the polyfill is bytes on every page.
    modulePreload: { polyfill: false },
    // The server's build (dist-server/entry-server.js) renders public pages; the files under public/ are the browser build's.
    copyPublicDir: !isSsrBuild,
    // zod in a chunk of its own: otherwise Rollup puts it with the small shared modules (time,
    // categories) that pages without a schema also use, and the home page downloads it for nothing.
    ...(isSsrBuild ? {} : { rollupOptions: { output: { manualChunks, experimentalMinChunkSize: MIN_CHUNK_BYTES } } }),
  },
}));
