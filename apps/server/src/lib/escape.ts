const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe inside HTML or XML, in element content and in double-quoted attributes. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);
