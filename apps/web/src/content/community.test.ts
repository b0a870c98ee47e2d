import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS_SW } from '@nafasi/shared/blog-sw';
import { setLocale } from '@nafasi/shared/i18n';
import {
  BLOG_POSTS,
  blogCategoryName,
  blogPost,
  blogPosts,
  eventAction,
  eventCategoryName,
  filterEvents,
  filterPosts,
  relatedPosts,
  sampleEvents,
  splitEvents,
  type NafasiEvent,
} from './community';
import { searchHelp } from './help';

describe('blog filter', () => {
  it('matches the title or the excerpt, in any case, within the chosen category', () => {
    expect(filterPosts(BLOG_POSTS, '', 'All Posts')).toHaveLength(6);
    expect(filterPosts(BLOG_POSTS, 'M-PESA', 'All Posts').map((p) => p.id)).toEqual(['mpesa-booking-safety']);
    // "Waiyaki Way" is only in the first post's excerpt.
    expect(filterPosts(BLOG_POSTS, 'waiyaki way', 'All Posts').map((p) => p.id)).toEqual(['flexible-work-nairobi']);
    expect(filterPosts(BLOG_POSTS, '', 'Design').map((p) => p.category)).toEqual(['Design']);
    expect(filterPosts(BLOG_POSTS, 'studio', 'Design')).toEqual([]);
    // Tags and authors are not searched (§2: title or excerpt).
    expect(filterPosts(BLOG_POSTS, 'Wambui', 'All Posts')).toEqual([]);
    expect(filterPosts(BLOG_POSTS, '   ', 'Community')).toHaveLength(1);
  });
});

describe('blog posts', () => {
  it('each has its own address, a body, and a published date that is the date its card shows', () => {
    expect(new Set(BLOG_POSTS.map((p) => p.id)).size).toBe(BLOG_POSTS.length);
    for (const post of BLOG_POSTS) {
      expect(post.id).toMatch(/^[a-z0-9-]+$/);
      expect(post.body.flatMap((s) => s.paragraphs).length).toBeGreaterThan(1);
      expect(new Date(`${post.published}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })).toBe(
        post.date,
      );
    }
  });
});

describe('events', () => {
  const now = new Date('2026-03-10T09:00:00Z'); // 12:00 in Nairobi
  const events = sampleEvents(now);
  const at = (date: string, start: string, end: string): NafasiEvent => ({ ...events[0]!, id: `${date}-${start}`, date, time: { start, end } });

  it('dates the samples around now, so both tabs always have events', () => {
    const { upcoming, past } = splitEvents(events, now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.length + past.length).toBe(events.length);
    // Upcoming soonest first; past most recent first.
    expect(upcoming.map((e) => e.date)).toEqual([...upcoming.map((e) => e.date)].sort());
    expect(past.map((e) => e.date)).toEqual([...past.map((e) => e.date)].sort().reverse());
  });

  it('keeps an event upcoming until it has ended in Nairobi time', () => {
    const today = [
      at('2026-03-10', '08:00', '11:59'),
      at('2026-03-10', '11:00', '12:30'),
      at('2026-03-10', '13:00', '14:00'),
      at('2026-03-09', '18:00', '21:00'),
    ];
    const { upcoming, past } = splitEvents(today, now);
    expect(upcoming.map((e) => e.time.start)).toEqual(['11:00', '13:00']);
    expect(past.map((e) => e.id)).toEqual(['2026-03-10-08:00', '2026-03-09-18:00']);
  });

  it('filters by category and by text in the title, description, place, organiser or tags', () => {
    expect(filterEvents(events, '', 'All')).toHaveLength(6);
    expect(filterEvents(events, '', 'Education').every((e) => e.category === 'Education')).toBe(true);
    expect(filterEvents(events, 'mombasa', 'All').map((e) => e.id)).toEqual(['e4']);
    expect(filterEvents(events, 'INVESTORS', 'All').map((e) => e.id)).toEqual(['e1']);
    expect(filterEvents(events, 'mombasa', 'Conference')).toEqual([]);
  });

  it('offers Register for a free event and Buy Ticket otherwise', () => {
    expect(eventAction({ priceKsh: 0 })).toBe('Register');
    expect(eventAction({ priceKsh: 500 })).toBe('Buy Ticket');
    expect(events.map((e) => e.price)).toEqual(['Free', 'KSH 3,500', 'KSH 5,000', 'Free', 'Free', 'KSH 500']);
  });
});

describe('in Kiswahili', () => {
  afterEach(() => void setLocale('en', { reload: false }));

  it('tells the events and the posts in Kiswahili, the same events on the same days, searched in their own words', () => {
    const now = new Date('2026-03-02T09:00:00Z');
    const english = sampleEvents(now);
    void setLocale('sw', { reload: false });
    const kiswahili = sampleEvents(now);
    expect(kiswahili.map((e) => [e.id, e.date, e.time, e.category, e.priceKsh])).toEqual(english.map((e) => [e.id, e.date, e.time, e.category, e.priceKsh]));
    expect(kiswahili[0]).toMatchObject({ title: 'Usiku wa Mawasilisho: Kampuni Changa za Nairobi', price: 'Bure' });
    expect(eventAction(kiswahili[1]!)).toBe('Nunua Tiketi');
    expect(filterEvents(kiswahili, 'wawekezaji', 'All').map((e) => e.id)).toEqual(['e1']);
    expect(eventCategoryName('Education')).toBe('Elimu');

    const posts = blogPosts();
    expect(posts.map((p) => [p.id, p.category, p.published])).toEqual(BLOG_POSTS.map((p) => [p.id, p.category, p.published]));
    expect(blogPost('mpesa-booking-safety')?.title).toBe('Kulipia uhifadhi kwa usalama kwa M-Pesa');
    expect(filterPosts(posts, 'studio ya picha', 'All Posts').map((p) => p.id)).toEqual(['first-photo-shoot-studio']);
    expect(relatedPosts(posts[0]!).every((p) => BLOG_POSTS_SW[p.id]?.title === p.title)).toBe(true);
    expect(blogCategoryName('Tips & Guides')).toBe('Vidokezo na Miongozo');
  });

  it('has every post in Kiswahili, with as many sections and paragraphs as the English', () => {
    for (const post of BLOG_POSTS) {
      const words = BLOG_POSTS_SW[post.id];
      expect(words, post.id).toBeDefined();
      expect(
        words?.body.map((s) => [Boolean(s.heading), s.paragraphs.length]),
        post.id,
      ).toEqual(post.body.map((s) => [Boolean(s.heading), s.paragraphs.length]));
    }
    expect(Object.keys(BLOG_POSTS_SW).sort()).toEqual(BLOG_POSTS.map((p) => p.id).sort());
  });
});

describe('help search', () => {
  it('narrows the articles and the FAQs to what matches, and keeps a whole category whose name matches', () => {
    const all = searchHelp('');
    expect(all.categories).toHaveLength(4);
    expect(all.faq).toHaveLength(5);
    const cancel = searchHelp('cancel');
    expect(cancel.categories.flatMap((c) => c.articles.map((a) => a.title))).toEqual(['Cancelling a booking']);
    expect(cancel.faq.map((f) => f.q)).toContain('How do I cancel a booking?');
    // A whole category by its name; elsewhere, the articles whose title or summary says it.
    expect(searchHelp('payments').categories.map((c) => c.title)).toEqual(['Payments & invoices', 'Account & security']);
    expect(searchHelp('payments').categories[0]!.articles).toHaveLength(4);
    expect(searchHelp('payments').categories[1]!.articles.map((a) => a.title)).toEqual(['How we protect your data']);
    // Each article opens on its own page.
    expect(all.categories.flatMap((c) => c.articles.map((a) => a.href))).toContain('/help/cancel-booking');
    expect(searchHelp('zzzz')).toEqual({ categories: [], faq: [] });
  });
});
