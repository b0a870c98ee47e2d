/**
 * The pseudo-locale (issue 31): each English word accented and 40 % longer, inside brackets
 * ("Search" reads "[Šéàŕçĥšé]"), so a page in it shows what overflows when a language runs long
 * and which words do not come from the catalogues. scripts/build-pseudo.ts builds the web app in it.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšŧúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ'];
const accent = (c: string) => ACCENTED[PLAIN.indexOf(c)] ?? c;

/** A message's text in the pseudo-locale; {placeholders} stay as they are. */
export function pseudo(text: string): string {
  const body = text
    .split(/(\{[^}]*\})/)
    .map((part) =>
      part.startsWith('{')
        ? part
        : part.replace(/[A-Za-z]+/g, (word) => [...(word + word.slice(0, Math.ceil(word.length * 0.4)).toLowerCase())].map(accent).join('')),
    )
    .join('');
  return `[${body}]`;
}
