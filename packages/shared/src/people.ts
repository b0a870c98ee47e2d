import { m } from './i18n.ts';

/**
 * People in words: a name's initials, the name part of an address, a count of people. No schemas
 * here, so a page that only shows them loads no zod (issue 32); auth.ts and spaces.ts re-export them.
 */

/** The part of an e-mail address before the @: a name to show when a person gave none. */
export const emailName = (email: string) => email.slice(0, Math.max(0, email.indexOf('@'))) || email;

/** Up to two capital initials of a name ('Wanjiru Kamau' → 'WK'), for avatars without a photo. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** '1 person', '12 people' (a space's capacity). */
export const peopleCount = (n: number) => m.people_count({ count: n });
