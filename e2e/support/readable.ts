import type { Page } from 'playwright-core';
import { englishWords, withoutAuthored, type EnglishWord } from '../../apps/server/src/test/english.ts';

/*
 * What a person reads on a page, in the page's own language: every visible text, the page's title
 * and description, and the words only a screen reader or a hover shows (labels, titles,
 * placeholders, alternative texts). What people wrote (names, titles, descriptions, posts) is
 * marked so in the page, and left out: translate="no" for names, a lang other than the page's for
 * text in its author's language. Names inside the product's own words ("Ondoa {title} kwenye
 * vipendwa") are taken out of those words, so the words around them are still read.
 *
 * A string, not a function: the test runner's transform would rename a function's inner helpers.
 */
const READ = `(() => {
  const pageLang = document.documentElement.lang.slice(0, 2);
  const authored = (el) => Boolean(el.closest('[translate="no"]')) || (el.closest('[lang]')?.getAttribute('lang') ?? '').slice(0, 2) !== pageLang;
  const visible = (el) => el.closest('.sr-only') || el.checkVisibility({ visibilityProperty: true });
  const theirs = new Set();
  const ours = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!text || !el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
    if (authored(el)) theirs.add(text);
    else if (visible(el)) ours.push(text);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription], [aria-valuetext]')) {
    if (authored(el)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
      const value = el.getAttribute(name);
      if (value) ours.push(value);
    }
  }
  return { ours, theirs: [...theirs] };
})()`;

/**
 * The English words a person reads on the page as it is now, beside what people wrote: what the
 * page marks so, and `authored`, what the test knows they wrote (names inside the product's own
 * sentences, a description in the page's summary).
 */
export async function englishOnPage(page: Page, authored: readonly string[] = []): Promise<EnglishWord[]> {
  const { ours, theirs } = await page.evaluate<{ ours: string[]; theirs: string[] }>(READ);
  return englishWords(withoutAuthored(ours.join('\n'), [...theirs, ...authored]));
}
