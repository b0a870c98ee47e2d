import { describe, expect, it } from 'vitest';
import { localizedPath, m, preferredLocale, splitLocalePath } from './i18n.ts';

describe('languages', () => {
  it('reads the language from the path, and writes a path in a language', () => {
    expect(splitLocalePath('/sw/spaces/abc')).toEqual({ locale: 'sw', path: '/spaces/abc' });
    expect(splitLocalePath('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocalePath('/swahili-night')).toEqual({ locale: 'en', path: '/swahili-night' });
    expect(splitLocalePath('/spaces')).toEqual({ locale: 'en', path: '/spaces' });
    expect(localizedPath('sw', '/')).toBe('/sw');
    expect(localizedPath('sw', '/spaces')).toBe('/sw/spaces');
    expect(localizedPath('en', '/spaces')).toBe('/spaces');
  });

  it('follows Accept-Language by its weights', () => {
    expect(preferredLocale('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(preferredLocale('en-GB,en;q=0.9,sw;q=0.5')).toBe('en');
    expect(preferredLocale('fr-FR,sw;q=0.4')).toBe('sw');
    expect(preferredLocale('en;q=0.2,sw;q=0.8')).toBe('sw');
    expect(preferredLocale('fr,de')).toBeNull();
    expect(preferredLocale('sw;q=0')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });

  it('says a message in the language asked for', () => {
    // The switch names the other language, in that language.
    expect(m.language_switch({}, { locale: 'sw' })).toBe('English');
    expect(m.language_switch({}, { locale: 'en' })).toBe('Kiswahili');
  });
});
