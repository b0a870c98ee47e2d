import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a write tells the person (useWrite's `done` and `failed`, a toast) is read in their
 * language: every such text comes from the message catalogues, never a literal in the code (a
 * Kiswahili page once said "Booking cancelled." in English).
 */
const LITERAL_TOLD = [
  /\bdone:\s*(?:\([^)]*\)\s*=>\s*)?\(?['"`]/,
  /\bfailed:\s*\([^)]*\)\s*=>\s*['"`]/,
  /\btoast\.(?:success|error|info|warning)\(\s*['"`]/,
  /\|\|\s*'[A-Z][^']*'\)/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('what a write tells the person', () => {
  it('is never a literal in the code: every toast comes from the catalogues', () => {
    const found: string[] = [];
    for (const file of sources(path.resolve(import.meta.dirname, '..'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (LITERAL_TOLD.some((pattern) => pattern.test(line))) found.push(`${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
