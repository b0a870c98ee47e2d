import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      '/media': api,
    },
  },
  build: {
    target: 'es2022',
    // The budget is what the home page loads (README, bench/RESULTS.md); report every chunk's size.
    reportCompressedSize: true,
    manifest: true,
  },
});
