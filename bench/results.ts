import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Rewrites one section of bench/RESULTS.md (from its `## heading` to the next `## `) with `lines`,
 * keeping the rest: how a single measurement (`tsx page-load.ts`, `tsx lighthouse.ts`) updates its
 * own figures without a whole `npm run bench`. A section not there yet is added at the end. With
 * `keepAfterLine`, what the old section says after its line beginning so (notes written under the
 * figures) is kept after the new lines.
 */
export function rewriteSection(headingStart: string, lines: string[], keepAfterLine?: string) {
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
  // The notes written under the old figures (what each session changed and measured) stay, after the new ones.
  const section = results.slice(start, next >= 0 ? next : undefined);
  const mark = keepAfterLine === undefined ? -1 : section.indexOf(`\n${keepAfterLine}`);
  const lineEnd = mark >= 0 ? section.indexOf('\n', mark + 1) : -1;
  const notes = lineEnd >= 0 ? section.slice(lineEnd + 1).trim() : '';
  writeFileSync(file, [before, '', ...lines, ...(notes ? [notes, ''] : []), after].join('\n').trimEnd() + '\n');
}

/** The middle value of a few runs (the upper middle of an even count): what the benches report. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
