import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_TOPICS } from './help-articles.ts';
import { HELP_ARTICLES_SW } from './help-articles-sw.ts';

describe('help articles', () => {
  it('has each article in Kiswahili too, part for part and step for step', () => {
    expect(Object.keys(HELP_ARTICLES_SW).sort()).toEqual(HELP_ARTICLES.map((a) => a.slug).sort());
    for (const article of HELP_ARTICLES) {
      const sw = HELP_ARTICLES_SW[article.slug]!;
      expect(
        sw.sections.map((s) => [Boolean(s.heading), s.paragraphs?.length ?? 0, s.steps?.length ?? 0]),
        article.slug,
      ).toEqual(article.sections.map((s) => [Boolean(s.heading), s.paragraphs?.length ?? 0, s.steps?.length ?? 0]));
      expect(Boolean(sw.action), article.slug).toBe(Boolean(article.action));
      expect(sw.title).not.toBe(article.title);
    }
  });

  it('gives every topic its articles, each slug once', () => {
    for (const topic of HELP_TOPICS) expect(HELP_ARTICLES.filter((a) => a.topic === topic).length).toBeGreaterThanOrEqual(3);
    expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
  });
});
