import { or, type SQL } from 'drizzle-orm';

/** Escapes LIKE's wildcards in user text, so '50%' means the characters 5, 0 and %. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
/** An ILIKE pattern matching text that contains `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** Any of the conditions (drizzle's `or` of at least one condition is never empty). */
export const anyOf = (first: SQL, ...rest: SQL[]): SQL => or(first, ...rest) ?? first;
