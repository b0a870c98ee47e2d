import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Rewrites one section of bench/RESULTS.md (from its `## heading` to the next `## `) with `lines`,
 * keeping the rest: how a single measurement (`tsx page-load.ts`, `tsx lighthouse.ts`) updates its
 * own figures without a whole `npm run bench`. A section not there yet is added at the end.
 */
export function rewriteSection(headingStart: string, lines: string[]) {
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  const results = readFileSync(file, 'utf8');
  const start = results.indexOf(`## ${headingStart}`);
  if (start < 0) {
    writeFileSync(file, [results.trimEnd(), '', ...lines].join('\n').trimEnd() + '\n');
    return;
  }
  const next = results.indexOf('\n## ', start + 3);
  const before = results.slice(0, start).trimEnd();
  const after = next >= 0 ? results.slice(next + 1) : '';
  writeFileSync(file, [before, '', ...lines, after].join('\n').trimEnd() + '\n');
}

/** The middle value of a few runs (the upper middle of an even count): what the benches report. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
