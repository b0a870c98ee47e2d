import { getLocale, type Locale } from '@nafasi/shared/i18n';

/**
 * Long-form content (the information pages' copy) is written whole in each language, not sentence by
 * sentence in the catalogues: content/<name>.ts in English, content/sw/<name>.ts in Kiswahili with
 * the same shape (content.test.ts checks it). Pages read the language of the moment.
 */
export const inLanguage = <T>(byLocale: Record<Locale, T>): T => byLocale[getLocale()];
