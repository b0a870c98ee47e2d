// Writes the web app's icons (apps/web/public/icons) from the mark in favicon.svg, with sharp:
// 192 and 512 px for the manifest ("any": the rounded tile), 512 px maskable (full-bleed, the
// mark inside the 80 % safe zone a launcher may crop to), and 180 px for iOS's home screen.
// Run again after changing the mark: npx tsx scripts/make-icons.ts
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const BRAND = '#0f766e';
const MARK = '<path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill="#fff"/>';
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;
// Maskable: the whole square is the background; the mark shrunk to sit well inside the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(12.8 12.8) scale(0.6)">${MARK}</g></svg>`;

await mkdir(out, { recursive: true });
const write = (svg: string, size: number, name: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
await Promise.all([
  write(tile, 192, 'icon-192.png'),
  write(tile, 512, 'icon-512.png'),
  write(maskable, 512, 'maskable-512.png'),
  write(maskable, 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
