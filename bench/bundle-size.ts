import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * The JavaScript a visitor of `/` downloads: the entry chunk, the home route's lazy chunk, and every
 * chunk they import statically. Chunks loaded only on demand (the mobile menu, toasts) are not counted.
 */
export function homePageJavaScript(): { files: { file: string; gzip: number }[]; totalGzip: number } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit('index.html');
  visit('src/app/routes/home.tsx');
  const files = [...seen].map((key) => {
    const file = manifest[key]!.file;
    return { file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
