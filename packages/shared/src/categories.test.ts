import { describe, expect, it } from 'vitest';
import { BROWSE_CATEGORIES, OWNER_CATEGORIES, amenityLabel, browseCategoryOf, categoryLabel } from './categories.ts';

describe('browseCategoryOf', () => {
  it.each([
    ['meeting_room', 'meeting-room'],
    ['conference_room', 'meeting-room'],
    ['training_room', 'meeting-room'],
    ['creative_studio', 'creative-studio'],
    ['studio_space', 'creative-studio'],
    ['workshop_space', 'creative-studio'],
    ['event_hall', 'event-hall'],
    ['exhibition_space', 'event-hall'],
    ['coworking_space', 'coworking'],
    ['office_space', 'office'],
    ['retail_space', 'office'],
    ['other', null],
  ] as const)('finds an owner category %s under %s', (owner, browse) => {
    expect(browseCategoryOf(owner)).toBe(browse);
  });

  it('maps every owner category, and each browse category to itself', () => {
    expect(OWNER_CATEGORIES).toHaveLength(12);
    for (const c of BROWSE_CATEGORIES) expect(browseCategoryOf(c)).toBe(c);
  });

  it('labels categories and amenities in the product words, keeping unknown free text', () => {
    expect(categoryLabel('event-hall')).toBe('Event Hall');
    // One vocabulary: a space's own category reads as the browse category's badge where they are the same thing (issue 27.6).
    expect(categoryLabel('coworking_space')).toBe(categoryLabel('coworking'));
    expect(categoryLabel('office_space')).toBe(categoryLabel('office'));
    for (const c of OWNER_CATEGORIES) {
      const browse = browseCategoryOf(c);
      if (browse && c.replace('_', '-') === browse) expect(categoryLabel(c)).toBe(categoryLabel(browse));
    }
    expect(amenityLabel('coffee')).toBe('Coffee Machine');
    expect(amenityLabel('wifi')).toBe('WiFi');
    expect(amenityLabel('Rooftop terrace')).toBe('Rooftop terrace');
  });
});
