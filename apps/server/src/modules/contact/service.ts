import { and, count, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
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
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { laidOutMail } from '../../lib/mail-layout.tsx';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { getLocale, m } from '@nafasi/shared/i18n';
import { paths } from '@nafasi/shared/paths';
import { RETENTION } from '@nafasi/shared/privacy';

/** The newsletter's consent in the words shown where it was given (the blog's box, or Settings), in the reader's language. */
const newsletterWords = (where: 'newsletter_form' | 'settings') =>
  `${where === 'settings' ? m.privacy_newsletter_on() : m.blog_newsletter()}: ${m.blog_newsletter_text()}`;

const label = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** Per network address and per e-mail address: enough for a person, too few for a flood. */
const formLimits = (kind: string, ip: string, email: string) => [
  { key: `${kind}:ip:${addressKey(ip)}`, max: 5, windowSeconds: 600 },
  { key: `${kind}:email:${email}`, max: 3, windowSeconds: 3600 },
];

/** How long the link that confirms a newsletter address works; an address not confirmed by then is forgotten. */
const LINK_MS = RETENTION.unconfirmedSubscriberDays * 86_400_000;

/** The contact and partnership forms (stored for admins) and the newsletter list (double opt-in). */
export function contactService(db: Db, deps: { limit: RateLimiter; mailer: Mailer; publicUrl: string; now?: () => Date }) {
  const { limit } = deps;
  const now = deps.now ?? (() => new Date());
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

    /**
     * The blog's box (double opt-in, docs/PRIVACY.md "Consent"): an address typed there is mailed a
     * link and gets nothing else until it is followed; the consent is recorded then. The answer is
     * the same whether the address is new, waiting or already on the list (no one learns who
     * reads the newsletter); an address already on the list is mailed a link to leave it instead.
     */
    async subscribe(email: string, ip: string): Promise<{ email: string; message: string }> {
      await limit('subscriptions', [
        { key: `newsletter:ip:${addressKey(ip)}`, max: 10, windowSeconds: 3600 },
        { key: `newsletter:email:${email}`, max: 3, windowSeconds: 3600 },
      ]);
      const token = randomToken();
      const link = { tokenHash: hashToken(token), tokenExpiresAt: new Date(now().getTime() + LINK_MS) };
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, ...link })
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: link })
        .returning({ confirmedAt: newsletterSubscribers.confirmedAt });
      const listed = Boolean(row?.confirmedAt);
      const say = { locale: getLocale() };
      const hours = RETENTION.unconfirmedSubscriberDays * 24;
      const url = `${deps.publicUrl}${paths.newsletter.getHref()}#${listed ? 'leave' : 'confirm'}=${token}`;
      const words = listed
        ? {
            subject: m.mail_newsletter_already_subject({}, say),
            paragraphs: [m.mail_newsletter_already_body({ hours }, say), url],
            action: { label: m.mail_newsletter_leave_action({}, say), url },
          }
        : {
            subject: m.mail_newsletter_confirm_subject({}, say),
            paragraphs: [m.mail_newsletter_confirm_body({ hours }, say), url, m.mail_newsletter_not_you({}, say)],
            action: { label: m.mail_newsletter_confirm_action({}, say), url },
          };
      await deps.mailer.send(
        await laidOutMail(email, { ...words, heading: words.subject, locale: say.locale }, deps.publicUrl, {
          kind: 'newsletter',
          key: link.tokenHash.slice(0, 16),
        }),
      );
      return { email, message: CONTACT_MESSAGES.confirmSent };
    },

    /**
     * A mailed link followed: `confirm` puts a waiting address on the list, `leave` takes a listed
     * one off; each choice on record in the words the box shows. A link works once, for its hours.
     */
    async followLink(action: 'confirm' | 'leave', token: string, ip: string): Promise<{ email: string; message: string }> {
      await limit('subscriptions', [{ key: `newsletter-link:ip:${addressKey(ip)}`, max: 20, windowSeconds: 3600 }]);
      const at = now();
      const valid = and(
        eq(newsletterSubscribers.tokenHash, hashToken(token)),
        gt(newsletterSubscribers.tokenExpiresAt, at),
        action === 'confirm' ? isNull(newsletterSubscribers.confirmedAt) : isNotNull(newsletterSubscribers.confirmedAt),
      );
      return db.transaction(async (tx) => {
        const [row] =
          action === 'confirm'
            ? await tx
                .update(newsletterSubscribers)
                .set({ confirmedAt: at, tokenHash: null, tokenExpiresAt: null })
                .where(valid)
                .returning({ email: newsletterSubscribers.email })
            : await tx.delete(newsletterSubscribers).where(valid).returning({ email: newsletterSubscribers.email });
        if (!row) throw new AppError(400, 'link_expired', CONTACT_MESSAGES.badLink, 'token');
        const given = action === 'confirm';
        await recordConsent(tx, { email: row.email, purpose: 'newsletter', given, words: newsletterWords('newsletter_form'), source: 'newsletter_form' });
        return { email: row.email, message: given ? CONTACT_MESSAGES.subscribed : CONTACT_MESSAGES.unsubscribed };
      });
    },

    /** Whether the signed-in person's address gets the newsletter. */
    async newsletter(user: AuthUser): Promise<boolean> {
      const [row] = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.email, user.email), isNotNull(newsletterSubscribers.confirmedAt)));
      return Boolean(row);
    },

    /**
     * Settings → Privacy: the newsletter on or off for the person's address (their own, signed in:
     * confirmed at once, a link waiting for it no longer needed), the choice on record.
     */
    async setNewsletter(user: AuthUser, subscribed: boolean): Promise<boolean> {
      await db.transaction(async (tx) => {
        const confirmed = { confirmedAt: now(), tokenHash: null, tokenExpiresAt: null };
        const changed = subscribed
          ? await tx
              .insert(newsletterSubscribers)
              .values({ email: user.email, ...confirmed })
              .onConflictDoUpdate({ target: newsletterSubscribers.email, set: confirmed, setWhere: isNull(newsletterSubscribers.confirmedAt) })
              .returning({ email: newsletterSubscribers.email })
          : await tx
              .delete(newsletterSubscribers)
              .where(and(eq(newsletterSubscribers.email, user.email), isNotNull(newsletterSubscribers.confirmedAt)))
              .returning({ email: newsletterSubscribers.email });
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

/** Retention: addresses typed into the newsletter box whose link expired unfollowed by `at` go. How many. */
export async function pruneUnconfirmedSubscribers(db: Db, at: Date): Promise<number> {
  return (
    await db
      .delete(newsletterSubscribers)
      .where(and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.tokenExpiresAt, at)))
      .returning({ email: newsletterSubscribers.email })
  ).length;
}

/** Retention: messages to Nafasi from before `before` go. How many. */
export async function pruneInbox(db: Db, before: Date): Promise<number> {
  return (await db.delete(inboxMessages).where(lt(inboxMessages.createdAt, before)).returning({ id: inboxMessages.id })).length;
}
