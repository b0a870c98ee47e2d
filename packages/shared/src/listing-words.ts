import type { Locale } from './i18n.ts';

/*
 * What a page shows of a listing's words, kept apart from the API's schemas (spaces.ts) so a page
 * that only shows listings does not load zod.
 */

/** The words of a listing in both languages (the host's Kiswahili '' where they wrote none). */
export interface ListingWords {
  title: string;
  description: string;
  houseRules: string;
  titleSw: string;
  descriptionSw: string;
  houseRulesSw: string;
}

/**
 * A listing's words as a page in `locale` shows them: under /sw the host's Kiswahili where they
 * wrote it, else their English with `english` set (the page says "Kwa Kiingereza" beside it).
 */
export function inPageLanguage(space: ListingWords, locale: Locale) {
  const sw = locale === 'sw';
  const pick = (english: string, kiswahili: string) =>
    sw && kiswahili ? { text: kiswahili, english: false } : { text: english, english: sw && english !== '' };
  return {
    title: pick(space.title, space.titleSw),
    description: pick(space.description, space.descriptionSw),
    houseRules: pick(space.houseRules, space.houseRulesSw),
  };
}
