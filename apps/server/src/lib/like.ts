/** Escapes LIKE's wildcards in user text, so '50%' means the characters 5, 0 and %. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
/** An ILIKE pattern matching text that contains `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
