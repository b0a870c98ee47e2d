import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:5000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
    // The budget is what the home page loads (README, bench/RESULTS.md); report every chunk's size.
    reportCompressedSize: true,
    manifest: !isSsrBuild,
    // The server's build (dist-server/entry-server.js) renders public pages; the files under public/ are the browser build's.
    copyPublicDir: !isSsrBuild,
  },
}));
