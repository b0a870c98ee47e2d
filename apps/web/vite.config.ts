import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:5000';

/**
 * Chunks chosen by hand where Rollup's choice costs the home page: zod alone (pages with forms load
 * it), and the search's URL rules in one piece.
 */
function manualChunks(id: string): string | undefined {
  if (id.includes('/node_modules/zod/')) return 'zod';
  if (/packages\/shared\/src\/(rules|search-query)\.ts$/.test(id)) return 'search-rules';
  return undefined;
}

/**
 * The pseudo-locale build (scripts/build-pseudo.mjs): the shared package's compiled messages are
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), pseudoMessages(process.env.PSEUDO_PARAGLIDE)],
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
    ...(isSsrBuild ? {} : { rollupOptions: { output: { manualChunks } } }),
  },
}));
