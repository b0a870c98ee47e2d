import { getLocale, type Locale } from '@nafasi/shared/i18n';

/**
 * Long-form content (the information pages' copy) is written whole in each language, not sentence by
 * sentence in the catalogues: content/<name>.ts in English, content/sw/<name>.ts in Kiswahili with
 * the same shape (content.test.ts checks it). Pages read the language of the moment.
 */
export const inLanguage = <T>(byLocale: Record<Locale, T>): T => byLocale[getLocale()];

/**
 * The type both languages of a content module share: the English module's shape with its words
 * widened to `string` (its `as const` literals are English), keeping the keys that are not words
 * (an icon's name) as they are.
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: K extends 'icon' ? T[K] : Widen<T[K]> }
        : T;
