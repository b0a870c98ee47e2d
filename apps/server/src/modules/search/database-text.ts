import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { compareCodePoints } from './in-memory-table.ts';
import { rowsOf } from '../../lib/rows.ts';

/** Texts whose order tells code point order from any other (case, accents, punctuation, a character past U+FFFF). */
const COLLATION_PROBE = ['a', 'B', 'b', 'A', 'é', 'e', 'E', 'Z', '_', '-', ' ', '1', 'ä', '€', '😀', '\uFFFD', 'Ω', 'ab', 'a b', 'a-b', 'aB', 'ﬁ'];
const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A search the database lowers as JavaScript does (printable ASCII), when its lower() passed the probe. */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * What the database's text does that an admin table in memory (modules/search/in-memory-table.ts) must do alike:
 * whether it sorts text in code point order (the C and C.UTF-8 collations, PostgreSQL's and
 * PGlite's here; another collation leaves the text sorts to SQL) and lowers ASCII letters as
 * JavaScript does (a Turkish locale does not).
 */
export async function probeText(db: Db): Promise<{ codePoints: boolean; asciiLower: boolean }> {
  const values = sql.join(
    COLLATION_PROBE.map((text) => sql`(${text}::text)`),
    sql`, `,
  );
  const [row] = rowsOf<{ sorted: string[] | string; lowered: string }>(
    await db.execute(sql`select (select array_agg(s order by s) from (values ${values}) v(s)) as sorted, lower(${ASCII_UPPER}::text) as lowered`),
  );
  const sorted = typeof row?.sorted === 'string' ? null : row?.sorted;
  return {
    codePoints: JSON.stringify(sorted) === JSON.stringify([...COLLATION_PROBE].sort(compareCodePoints)),
    asciiLower: row?.lowered === ASCII_UPPER.toLowerCase(),
  };
}

/** Per database, what its text does: asked once for every service that needs it. */
const known = new WeakMap<Db, ReturnType<typeof textOf>>();

/** The database's text (probeText, asked once per database), and searches lowered as it lowers them. */
export function databaseText(db: Db) {
  let text = known.get(db);
  if (!text) known.set(db, (text = textOf(db)));
  return text;
}

function textOf(db: Db) {
  let probed: Promise<{ codePoints: boolean; asciiLower: boolean }> | undefined;
  const probe = () =>
    (probed ??= probeText(db).catch((err: unknown) => {
      probed = undefined;
      throw err;
    }));
  return {
    /** Whether the database sorts text in code point order (the in-memory tables' text sorts are then right). */
    codePoints: async () => (await probe()).codePoints,
    /** A search as the database's lower() gives it: printable ASCII in JavaScript when the database lowers ASCII alike, anything else by the database. */
    async lowered(q: string): Promise<string> {
      if ((await probe()).asciiLower && PLAIN.test(q)) return q.toLowerCase();
      const [row] = rowsOf<{ lowered: string }>(await db.execute(sql`select lower(${q}::text) as lowered`));
      return row?.lowered ?? q.toLowerCase();
    },
  };
}
