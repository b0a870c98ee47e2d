// zxcvbn-ts's English dictionaries, read one file each (its package has no entry per dictionary):
// password-strength.ts leaves its US family names out of what the web app downloads.
declare module '@zxcvbn-ts/language-en/dist/*.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  import type { TranslationKeys } from '@zxcvbn-ts/core';
  const translations: TranslationKeys;
  export default translations;
}
