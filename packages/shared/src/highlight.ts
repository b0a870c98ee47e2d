/**
 * The words of a search, and which words of a text it matched (for highlighting results). A word matches a search word it starts with ("Westlands" for "westland"), or one
 * it resembles by trigrams as pg_trgm measures them ("Boardroom" for "boadroom").
 */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a search as the text index holds them: lower case, letters and digits of any
 * script, at least two characters (each cut at 40), at most eight. Punctuation separates words.
 */
export function searchWords(q: string): string[] {
  const words = q.toLowerCase().normalize('NFC').match(WORD) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2).map((w) => w.slice(0, 40)))].slice(0, 8);
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both words. */
export function similarity(a: string, b: string): number {
  const [x, y] = [trigrams(a), trigrams(b)];
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** How alike a mistyped word and a text's word must be to be shown as the match (stricter than the search's 0.3). */
const SIMILAR = 0.45;

export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` cut into the words a search matched and the rest, in order. */
export function highlightParts(text: string, q: string | undefined): TextPart[] {
  const words = q ? searchWords(q) : [];
  if (words.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0].toLowerCase();
    const hit = words.some((w) => word.startsWith(w) || (w.length >= 4 && similarity(word, w) >= SIMILAR));
    if (!hit) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
