import { count, desc, eq, lt } from 'drizzle-orm';
import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  PARTNERSHIP_TYPES,
  type ContactSchema,
  type InboxMessage,
  type InboxQuery,
  type PartnerInquirySchema,
} from '@nafasi/shared/contact';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inboxMessages, newsletterSubscribers } from '../../db/schema.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { one } from '../../lib/rows.ts';
import { addressKey } from '../../lib/address-key.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordConsent } from '../../lib/consent.ts';
import { m } from '@nafasi/shared/i18n';

/** The newsletter's consent in the words shown where it was given (the blog's box, or Settings), in the reader's language. */
const newsletterWords = (where: 'newsletter_form' | 'settings') =>
  `${where === 'settings' ? m.privacy_newsletter_on() : m.blog_newsletter()}: ${m.blog_newsletter_text()}`;

const label = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** Per network address and per e-mail address: enough for a person, too few for a flood. */
const formLimits = (kind: string, ip: string, email: string) => [
  { key: `${kind}:ip:${addressKey(ip)}`, max: 5, windowSeconds: 600 },
  { key: `${kind}:email:${email}`, max: 3, windowSeconds: 3600 },
];

/** The contact and partnership forms (stored for admins) and the newsletter list. */
export function contactService(db: Db, limit: RateLimiter) {
  const toInbox = (row: typeof inboxMessages.$inferSelect): InboxMessage => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    topic: row.topic,
    company: row.company,
    industry: row.industry,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async contact(input: z.output<typeof ContactSchema>, ip: string) {
      await limit('messages', formLimits('contact', ip, input.email));
      const row = one(
        await db
          .insert(inboxMessages)
          .values({ kind: 'contact', name: input.name, email: input.email, topic: label(CONTACT_SUBJECTS, input.subject), message: input.message, ip })
          .returning({ id: inboxMessages.id }),
      );
      return { id: row.id, message: CONTACT_MESSAGES.sent };
    },

    async partnerInquiry(input: z.output<typeof PartnerInquirySchema>, ip: string) {
      await limit('messages', formLimits('partner', ip, input.email));
      const row = one(
        await db
          .insert(inboxMessages)
          .values({
            kind: 'partner',
            name: input.name,
            email: input.email,
            topic: label(PARTNERSHIP_TYPES, input.partnershipType),
            company: input.companyName,
            industry: input.industry,
            message: input.message,
            ip,
          })
          .returning({ id: inboxMessages.id }),
      );
      return { id: row.id, message: CONTACT_MESSAGES.partnerSent };
    },

    /** Records an address once, and the consent in the words the box shows; true when it is new. */
    async subscribe(email: string, ip: string): Promise<boolean> {
      await limit('subscriptions', [{ key: `newsletter:ip:${addressKey(ip)}`, max: 10, windowSeconds: 3600 }]);
      return db.transaction(async (tx) => {
        const added = await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ email: newsletterSubscribers.email });
        if (added.length)
          await recordConsent(tx, { email, purpose: 'newsletter', given: true, words: newsletterWords('newsletter_form'), source: 'newsletter_form' });
        return added.length > 0;
      });
    },

    /** Whether the signed-in person's address gets the newsletter. */
    async newsletter(user: AuthUser): Promise<boolean> {
      const [row] = await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
      return Boolean(row);
    },

    /** Settings → Privacy: the newsletter on or off for the person's address, the choice on record. */
    async setNewsletter(user: AuthUser, subscribed: boolean): Promise<boolean> {
      await db.transaction(async (tx) => {
        const changed = subscribed
          ? await tx.insert(newsletterSubscribers).values({ email: user.email }).onConflictDoNothing().returning({ email: newsletterSubscribers.email })
          : await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)).returning({ email: newsletterSubscribers.email });
        if (changed.length)
          await recordConsent(tx, {
            userId: user.id,
            email: user.email,
            purpose: 'newsletter',
            given: subscribed,
            words: newsletterWords('settings'),
            source: 'settings',
          });
      });
      return subscribed;
    },

    async inbox(query: InboxQuery) {
      const where = query.kind ? eq(inboxMessages.kind, query.kind) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(inboxMessages).where(where).orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id)).limit(query.limit).offset(query.offset),
        db.select({ n: count() }).from(inboxMessages).where(where),
      ]);
      return { data: rows.map(toInbox), page: { total: total?.n ?? 0, limit: query.limit, offset: query.offset } };
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;

/** Deleting an account: what its address wrote to the inbox, and its newsletter subscription, go. */
export async function eraseCorrespondent(tx: Db, email: string) {
  await tx.delete(inboxMessages).where(eq(inboxMessages.email, email));
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}

/** Retention: messages to Nafasi from before `before` go. How many. */
export async function pruneInbox(db: Db, before: Date): Promise<number> {
  return (await db.delete(inboxMessages).where(lt(inboxMessages.createdAt, before)).returning({ id: inboxMessages.id })).length;
}
