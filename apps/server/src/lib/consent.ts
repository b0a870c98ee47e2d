import { eq, or } from 'drizzle-orm';
import { getLocale } from '@nafasi/shared/i18n';
import type { Db } from '../db/client.ts';
import { consents } from '../db/schema.ts';

type Writer = Pick<Db, 'insert'>;

/** What a consent is for: the newsletter, or one optional mail (shared/notifications.ts). */
export type ConsentPurpose = 'newsletter' | `mail:${string}`;

/**
 * Records one choice a person made (docs/PRIVACY.md "Consent"): what for, given or withdrawn, the
 * words they were shown and in which language (the request's), and where. Call it in the
 * transaction of the choice itself, so the choice and its record stand or fall together.
 */
export async function recordConsent(
  tx: Writer,
  choice: {
    userId?: string | null;
    email?: string | null;
    purpose: ConsentPurpose;
    given: boolean;
    words: string;
    source: 'settings' | 'newsletter_form' | 'unsubscribe_link';
  },
) {
  await tx.insert(consents).values({ ...choice, userId: choice.userId ?? null, email: choice.email ?? null, locale: getLocale() });
}

/** Deleting an account: its record of choices goes with it (nothing is kept to prove to anyone). */
export async function eraseConsents(tx: Pick<Db, 'delete'>, userId: string, email: string) {
  await tx.delete(consents).where(or(eq(consents.userId, userId), eq(consents.email, email)));
}
