/**
 * Writes docs/GLOSSARY.md's table of things from packages/shared/src/glossary.ts (the data the
 * glossary test checks the Kiswahili against): `npx tsx scripts/write-glossary.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { glossaryTable } from '../packages/shared/src/glossary.ts';

const file = path.join(import.meta.dirname, '../docs/GLOSSARY.md');
const md = readFileSync(file, 'utf8');
const heading = '## Things\n\n';
const start = md.indexOf(heading) + heading.length;
const table = md.indexOf('| English (en-KE)', start);
const end = md.indexOf('\n\n## ', table);
if (start < heading.length || table < 0 || end < 0) throw new Error('docs/GLOSSARY.md: no table under "## Things"');
writeFileSync(file, md.slice(0, table) + glossaryTable() + md.slice(end));
