import { payoutDestination, type BankTransferInfo, type ManualPayment, type MpesaLimits, type PayoutChannel } from '@nafasi/shared/payments';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import QRCode from 'qrcode';
import { dashedEvery4 } from '@nafasi/shared/etims';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPTIONAL_MAIL_LABELS, OPTIONAL_MAIL_OF, OPTIONAL_MAILS, type MailSettings, type Notification, type OptionalMail } from '@nafasi/shared/notifications';
import { paths } from '@nafasi/shared/paths';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  etimsDocuments,
  events,
  mailJobs,
  messageThreads,
  notifications,
  profiles,
  refunds,
  reviews,
  spaces,
  users,
  type QueuedMail,
} from '../../db/schema.ts';
import { paidHere } from '../reservations/lifecycle.ts';
import { saveMailSettings } from '../auth/accounts.ts';
import { recordConsent } from '../../lib/consent.ts';
import type { Mailer } from '../../lib/mail.ts';
import { notFound } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import { bookingIcsEvent, icsContentType, toIcs } from '../../lib/ics.ts';
import { latestMessage, markUnreadDue } from '../messages/service.ts';
import { MAIL_QR_CID, renderMail } from '../../lib/mail-layout.tsx';
import { inLocale } from '../../lib/locale.ts';
import { inRequest } from '../../lib/request-context.ts';
import { DEFAULT_LOCALE, getLocale, LOCALES, m, type Locale } from '@nafasi/shared/i18n';
import { bookingDeliveries, bookingIcsFilename, wordedIn, type BookingFacts, type Delivery } from './messages.ts';

/** Attempts before a mail is given up (about 2 hours of retries with the backoff below). */
export const MAIL_ATTEMPTS = 6;
/** A mail being sent is leased this long: past the mailer's own timeouts (10 + 10 + 20 s), so a sender that vanished mid-send holds it under a minute. */
export const LEASE_MS = 45_000;
/** The wait after a failed attempt: 30 s, 2 min, 8 min, 32 min, 2 h. */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

/**
 * When a booking's reminder goes: the first row whose `confirmedAhead` (minutes between its
 * confirmation and its start) the booking meets, `before` minutes before it starts. A booking
 * confirmed under an hour ahead has no reminder: its confirmation came minutes ago.
 */
export const REMINDER_LEADS = [
  { confirmedAhead: 24 * 60, before: 24 * 60 },
  { confirmedAhead: 3 * 60, before: 2 * 60 },
  { confirmedAhead: 60, before: 30 },
] as const;

export interface NotificationsOptions {
  mailer: Mailer;
  siteUrl: string;
  /** How guests pay by hand (the booking mail says it the way the dialog does). */
  manualPayment: ManualPayment;
  /** M-Pesa's limits: a booking above one payment's is paid by hand in parts too. */
  mpesaLimits: MpesaLimits;
  bank: BankTransferInfo;
  /** Signs unsubscribe links (shared by every instance). */
  secret: string;
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** KRA's verification page of a signed eTIMS receipt (the QR code in its mail); absent: eTIMS is off. */
  etimsVerificationUrl?: (signature: string) => string | null;
}

/** A booking held by its deposit is reminded of its balance this long before it falls due. */
export const BALANCE_REMINDER_HOURS = 48;

/** A bell note's words in each language. */
type NotificationWords = Partial<Record<Locale, { title: string; body: string }>>;

export function notificationsService(db: Db, options: NotificationsOptions) {
  const owner = alias(users, 'owner');
  const ownerProfile = alias(profiles, 'owner_profile');

  /** What the mails of these bookings tell, read in one query (a batch of events reads its bookings at once). */
  async function bookingFactsOf(tx: Db, ids: readonly string[]): Promise<Map<string, BookingFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        updatedAt: bookings.updatedAt,
        totalCents: bookings.totalCents,
        mpesaCode: bookings.mpesaCode,
        holdExpiresAt: bookings.holdExpiresAt,
        decisionNote: bookings.decisionNote,
        paymentTerms: bookings.paymentTerms,
        paidCents: sql<string>`(select coalesce(sum(pp.amount_cents), 0) from payment_parts pp where pp.booking_id = ${bookings.id} and pp.returned_at is null)`,
        spaceId: spaces.id,
        spaceTitle: spaces.title,
        location: spaces.location,
        guestId: users.id,
        guestEmail: users.email,
        guestName: sql<string>`coalesce(${profiles.fullName}, ${users.metadata}->>'full_name', '')`,
        guestLocale: sql<Locale>`coalesce(${profiles.locale}, 'en')`,
        ownerId: owner.id,
        ownerEmail: owner.email,
        ownerName: ownerProfile.fullName,
        ownerLocale: sql<Locale>`coalesce(${ownerProfile.locale}, 'en')`,
        refundStatus: refunds.status,
        refundCents: refunds.amountCents,
      })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(owner, eq(owner.id, spaces.ownerId))
      .leftJoin(ownerProfile, eq(ownerProfile.userId, owner.id))
      // The cancellation's refund (one per booking): what the cancelled mail tells.
      .leftJoin(refunds, and(eq(refunds.bookingId, bookings.id), eq(refunds.kind, 'cancellation')))
      .where(inArray(bookings.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function admins(tx: Db) {
    return tx
      .select({ id: users.id, email: users.email, locale: profiles.locale })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(profiles.role, 'admin'));
  }
  /** One person told in their own language (or the one `wordedIn` holds): `words` runs in it. */
  const told = (to: { id: string; email: string; locale: Locale }, words: () => Omit<Delivery, 'userId' | 'email' | 'locale'>): Delivery =>
    inLocale(wordedIn.getStore() ?? to.locale, () => ({ userId: to.id, email: to.email, locale: to.locale, ...words() }));

  /** Who hears of one event, and what they are told. */
  async function deliveriesOf(tx: Db, event: typeof events.$inferSelect, bookingFacts: Map<string, BookingFacts>): Promise<Delivery[]> {
    const url = (path: string) => `${options.siteUrl}${path}`;
    if (event.bookingId) {
      const facts = bookingFacts.get(event.bookingId);
      if (!facts) return [];
      if (event.kind === 'review_posted') {
        if (!facts.ownerId || !facts.ownerEmail) return [];
        const stars = Number(event.data.rating ?? 0);
        const link = paths.space.getHref(facts.spaceId);
        return [
          told({ id: facts.ownerId, email: facts.ownerEmail, locale: facts.ownerLocale }, () => {
            const guest = facts.guestName || m.notify_a_guest();
            const title = m.notify_review_posted_title({ stars, space: facts.spaceTitle });
            return {
              title,
              body: m.notify_review_posted_body({ guest }),
              link,
              mail: {
                subject: title,
                heading: title,
                paragraphs: [m.notify_review_posted_text({ guest, space: facts.spaceTitle, stars })],
                action: { label: m.notify_read_review(), url: url(link) },
                locale: getLocale(),
              },
            };
          }),
        ];
      }
      return bookingDeliveries(facts, {
        kind: event.kind,
        data: event.data,
        siteUrl: options.siteUrl,
        manualPayment: options.manualPayment,
        mpesaLimits: options.mpesaLimits,
        bank: options.bank,
        at: event.createdAt,
      });
    }
    if (event.kind === 'message_unread' && event.userId && typeof event.data.threadId === 'string') {
      const threadId = event.data.threadId;
      const [thread] = await tx
        .select({
          guestId: messageThreads.guestId,
          hostId: messageThreads.hostId,
          spaceTitle: spaces.title,
          paid: paidHere(messageThreads.spaceId, messageThreads.guestId),
        })
        .from(messageThreads)
        .innerJoin(spaces, eq(spaces.id, messageThreads.spaceId))
        .where(eq(messageThreads.id, threadId));
      const [reader] = await tx
        .select({ id: users.id, email: users.email, locale: sql<Locale>`coalesce(${profiles.locale}, 'en')` })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, event.userId));
      if (!thread || !reader) return [];
      const last = await latestMessage(tx, threadId, thread.paid, event.userId);
      if (!last) return [];
      const [sender] = await tx
        .select({ name: sql<string | null>`coalesce(${profiles.fullName}, ${users.metadata}->>'full_name')` })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, last.senderId));
      const text = last.body;
      const link = paths.messageThread.getHref(threadId);
      return [
        told(reader, () => {
          const from = sender?.name || m.notify_someone();
          const title = m.notify_message_title({ from, space: thread.spaceTitle });
          return {
            title,
            body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
            link,
            mail: {
              subject: title,
              heading: title,
              paragraphs: [m.notify_message_wrote({ from }), text],
              action: { label: m.notify_reply(), url: url(link) },
              locale: getLocale(),
            },
          };
        }),
      ];
    }
    if (event.kind === 'listing_submitted' && event.spaceId) {
      const [space] = await tx.select({ title: spaces.title, location: spaces.location }).from(spaces).where(eq(spaces.id, event.spaceId));
      if (!space) return [];
      return (await admins(tx)).map((a) =>
        told(a, () => {
          const title = m.notify_listing_title({ space: space.title });
          return {
            title,
            body: m.notify_listing_body({ space: space.title, location: space.location }),
            link: paths.admin.getHref(),
            mail: {
              subject: title,
              heading: title,
              paragraphs: [m.notify_listing_text({ space: space.title, location: space.location })],
              action: { label: m.notify_open_approvals(), url: url(paths.admin.getHref()) },
              locale: getLocale(),
            },
          };
        }),
      );
    }
    const decided = event.userId ? await decisionDeliveries(tx, event) : null;
    if (decided) return decided;
    if (event.kind === 'upgrade_requested' && event.userId) {
      const [person] = await tx
        .select({ email: users.email, name: profiles.fullName })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, event.userId));
      if (!person) return [];
      const who = person.name || person.email;
      return (await admins(tx)).map((a) =>
        told(a, () => {
          const title = m.notify_upgrade_title({ who });
          return {
            title,
            body: m.notify_upgrade_body(),
            link: paths.admin.getHref(),
            mail: {
              subject: title,
              heading: title,
              paragraphs: [m.notify_upgrade_text({ who, email: person.email })],
              action: { label: m.notify_open_approvals(), url: url(paths.admin.getHref()) },
              locale: getLocale(),
            },
          };
        }),
      );
    }
    return [];
  }

  /** The person an event is about, as they are told: their address, language and name. */
  async function personOf(tx: Db, userId: string) {
    const [person] = await tx
      .select({
        id: users.id,
        email: users.email,
        locale: sql<Locale>`coalesce(${profiles.locale}, 'en')`,
        name: sql<string | null>`coalesce(${profiles.fullName}, ${users.metadata}->>'full_name')`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    return person;
  }

  /**
   * What is decided about a person (issue 65): an admin's decision on their role, their request to
   * become a host, their listing or its changes; a host's payout sent or held. Null for other events.
   */
  async function decisionDeliveries(tx: Db, event: typeof events.$inferSelect): Promise<Delivery[] | null> {
    if (event.kind === 'etims_signed' && event.userId) {
      const person = await personOf(tx, event.userId);
      return person ? etimsDeliveries(tx, event, person) : [];
    }
    const kinds = ['role_changed', 'upgrade_refused', 'listing_approved', 'listing_rejected', 'changes_decided', 'payout_sent', 'payout_failed'];
    if (!event.userId || !kinds.includes(event.kind)) return null;
    const person = await personOf(tx, event.userId);
    if (!person) return [];
    const text = (key: string) => {
      const value = event.data[key];
      return typeof value === 'string' ? value : '';
    };
    const [space] = event.spaceId ? await tx.select({ id: spaces.id, title: spaces.title }).from(spaces).where(eq(spaces.id, event.spaceId)) : [];
    const say = (title: string, body: string, paragraphs: string[], action: { label: string; path: string }) => ({
      title,
      body,
      link: action.path,
      mail: {
        subject: title,
        heading: title,
        paragraphs: [m.notify_hello({ name: person.name?.trim().split(/\s+/)[0] || m.notify_there() }), body, ...paragraphs],
        action: { label: action.label, url: `${options.siteUrl}${action.path}` },
        locale: getLocale(),
      },
    });
    const payoutTo = () => payoutDestination({ kind: (text('toKind') || 'mpesa') as PayoutChannel, number: text('number'), account: text('account') || null });
    const amount = () => formatKsh(Number(event.data.amount ?? 0));
    const words = () => {
      switch (event.kind) {
        case 'role_changed': {
          const to = text('to');
          if (to === 'owner')
            return say(m.notify_role_owner_title(), m.notify_role_owner_body(), [], { label: m.notify_list_space(), path: paths.listSpace.getHref() });
          if (to === 'admin')
            return say(m.notify_role_admin_title(), m.notify_role_admin_body(), [], { label: m.notify_open_admin(), path: paths.admin.getHref() });
          return say(m.notify_role_user_title(), m.notify_role_user_body(), [], { label: m.notify_open_dashboard(), path: paths.dashboard.getHref() });
        }
        case 'upgrade_refused':
          return say(m.notify_upgrade_refused_title(), m.notify_reason({ reason: text('reason') }), [m.notify_upgrade_refused_text()], {
            label: m.notify_open_dashboard(),
            path: paths.profile.getHref(),
          });
        case 'listing_approved':
          return say(m.notify_listing_approved_title({ space: space?.title ?? '' }), m.notify_listing_approved_body(), [], {
            label: m.notify_open_listing(),
            path: paths.space.getHref(event.spaceId ?? ''),
          });
        case 'listing_rejected':
          return say(
            m.notify_listing_rejected_title({ space: space?.title ?? '' }),
            m.notify_reason({ reason: text('reason') }),
            [m.notify_listing_rejected_text()],
            {
              label: m.notify_open_listing(),
              path: paths.editListing.getHref(event.spaceId ?? ''),
            },
          );
        case 'changes_decided':
          return event.data.approved
            ? say(m.notify_changes_approved_title({ space: space?.title ?? '' }), m.notify_changes_approved_body(), [], {
                label: m.notify_open_listing(),
                path: paths.space.getHref(event.spaceId ?? ''),
              })
            : say(
                m.notify_changes_refused_title({ space: space?.title ?? '' }),
                m.notify_reason({ reason: text('reason') }),
                [m.notify_changes_refused_text()],
                {
                  label: m.notify_open_listing(),
                  path: paths.editListing.getHref(event.spaceId ?? ''),
                },
              );
        case 'payout_sent':
          return say(m.notify_payout_sent_title({ amount: amount() }), m.notify_payout_sent_body({ to: payoutTo(), receipt: text('receipt') }), [], {
            label: m.notify_open_earnings(),
            path: paths.dashboard.getHref('earnings'),
          });
        default:
          return say(
            m.notify_payout_failed_title({ amount: amount() }),
            m.notify_payout_failed_body({ to: payoutTo() }),
            text('why') ? [m.notify_payout_failed_why({ why: text('why') })] : [],
            { label: m.notify_open_earnings(), path: paths.dashboard.getHref('earnings') },
          );
      }
    };
    return [told(person, words)];
  }

  /**
   * KRA's eTIMS signed a tax invoice or credit note: its customer (the guest of a sale, the host of a
   * fee) gets it, with the control unit's numbers and the QR code that opens KRA's record of it.
   */
  async function etimsDeliveries(tx: Db, event: typeof events.$inferSelect, person: NonNullable<Awaited<ReturnType<typeof personOf>>>): Promise<Delivery[]> {
    const [doc] = await tx
      .select()
      .from(etimsDocuments)
      .where(eq(etimsDocuments.id, String(event.data.document)));
    if (!doc?.receiptSignature || !doc.cuInvoiceNo) return [];
    const url = options.etimsVerificationUrl?.(doc.receiptSignature) ?? null;
    const png = url ? (await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' })).toString('base64') : null;
    const signature = dashedEvery4(doc.receiptSignature);
    const cu = doc.cuInvoiceNo;
    const item = String((doc.payload as { itemList?: { itemNm?: string }[] }).itemList?.[0]?.itemNm ?? '');
    const link = paths.taxInvoice.getHref(doc.id);
    return [
      told(person, () => {
        const number = String(doc.invcNo);
        const title = doc.receiptType === 'R' ? m.etims_mail_subject_credit({ number }) : m.etims_mail_subject_invoice({ number });
        const body = m.etims_mail_text({ amount: formatKsh(centsToKsh(doc.totalCents)), item, cu, signature });
        return {
          title,
          body,
          link,
          mail: {
            subject: title,
            heading: title,
            paragraphs: [m.notify_hello({ name: person.name?.trim().split(/\s+/)[0] || m.notify_there() }), body, ...(url ? [url] : [])],
            facts: [
              [m.etims_cu_invoice_no(), cu],
              [m.etims_signature(), signature],
              [m.etims_total(), formatKsh(centsToKsh(doc.totalCents))],
            ],
            action: { label: m.etims_mail_open(), url: `${options.siteUrl}${link}` },
            ...(png ? { qr: { png, alt: m.etims_qr_alt() } } : {}),
            locale: getLocale(),
          },
        };
      }),
    ];
  }

  const sign = (userId: string, kind: OptionalMail) => createHmac('sha256', options.secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  const unsubscribeUrl = (userId: string, kind: OptionalMail) =>
    `${options.siteUrl}/api/notifications/unsubscribe?${new URLSearchParams({ u: userId, k: kind, s: sign(userId, kind) }).toString()}`;

  /**
   * Turns waiting events into notifications and queued mails, in one transaction per batch: each
   * event is taken by one instance (SKIP LOCKED) and marked processed with what it produced, so a
   * crash leaves it to be taken again and nothing is told twice (unique per event and person). The
   * batch's bookings are read in one query and its notifications and mails written in one insert
   * each (a booking's events cost a few queries per batch, not per event: issue 33).
   */
  async function dispatch(limit = 50): Promise<number> {
    return db.transaction(async (tx) => {
      const batch = await tx.select().from(events).where(isNull(events.processedAt)).orderBy(asc(events.id)).limit(limit).for('update', { skipLocked: true });
      if (batch.length === 0) return 0;
      const facts = await bookingFactsOf(
        tx,
        batch.flatMap((e) => (e.bookingId ? [e.bookingId] : [])),
      );
      const produced: { event: (typeof batch)[number]; deliveries: Delivery[]; words: NotificationWords[] }[] = [];
      for (const event of batch) {
        // The bell's note worded in every language (the same deliveries, in the same order), shown
        // in its reader's language of the moment; each mail goes in its reader's own.
        const each = new Map<Locale, Delivery[]>();
        for (const locale of LOCALES) each.set(locale, await wordedIn.run(locale, () => deliveriesOf(tx, event, facts)));
        const first = each.get(DEFAULT_LOCALE) ?? [];
        if (first.length === 0) continue;
        const deliveries = first.map((d, i) => each.get(d.locale)?.[i] ?? d);
        const words: NotificationWords[] = first.map((_, i) =>
          Object.fromEntries(
            LOCALES.flatMap((locale) => {
              const d = each.get(locale)?.[i];
              return d ? [[locale, { title: d.title, body: d.body }]] : [];
            }),
          ),
        );
        produced.push({ event, deliveries, words });
      }
      const notes = produced.flatMap(({ event, deliveries, words }) =>
        deliveries.map((d, i) => ({ userId: d.userId, eventId: event.id, kind: event.kind, title: d.title, body: d.body, words: words[i], link: d.link })),
      );
      if (notes.length) await tx.insert(notifications).values(notes).onConflictDoNothing();
      // Who turned an optional mail off, for everyone this batch would send one.
      const optionalTo = produced.flatMap(({ event, deliveries }) => (OPTIONAL_MAIL_OF[event.kind] ? deliveries.map((d) => d.userId) : []));
      const settings = new Map(
        optionalTo.length
          ? (
              await tx
                .select({ id: users.id, settings: users.mailSettings })
                .from(users)
                .where(inArray(users.id, [...new Set(optionalTo)]))
            ).map((u) => [u.id, u.settings])
          : [],
      );
      const mails = [];
      for (const { event, deliveries } of produced) {
        const optional = OPTIONAL_MAIL_OF[event.kind];
        for (const d of deliveries) {
          if (!d.mail) continue;
          if (optional && settings.get(d.userId)?.[optional] === false) continue;
          const message: QueuedMail = { ...d.mail, ...(optional && { unsubscribeUrl: unsubscribeUrl(d.userId, optional) }) };
          const booking = d.ics && event.bookingId ? facts.get(event.bookingId) : undefined;
          if (booking) message.ics = inLocale(d.locale, () => ({ filename: bookingIcsFilename(booking), content: toIcs(bookingIcsEvent(booking)) }));
          mails.push({ eventId: event.id, userId: d.userId, toAddress: d.email, message, requestId: event.requestId });
        }
      }
      if (mails.length) await tx.insert(mailJobs).values(mails).onConflictDoNothing();
      await tx
        .update(events)
        .set({ processedAt: new Date() })
        .where(
          inArray(
            events.id,
            batch.map((e) => e.id),
          ),
        );
      return batch.length;
    });
  }

  /**
   * Sends the mails that are due: each is leased to this instance (SKIP LOCKED), sent, and marked
   * sent; a refusal waits longer each time and is given up after MAIL_ATTEMPTS. A mail whose
   * sender vanished mid-send is taken again once its lease runs out.
   */
  async function sendDue(now = new Date(), limit = 10): Promise<number> {
    const taken = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailJobs.id })
        .from(mailJobs)
        .where(or(and(eq(mailJobs.status, 'queued'), lte(mailJobs.nextAttemptAt, now)), and(eq(mailJobs.status, 'sending'), lte(mailJobs.lockedUntil, now))))
        .orderBy(asc(mailJobs.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailJobs)
        .set({ status: 'sending', lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailJobs.attempts} + 1` })
        .where(
          inArray(
            mailJobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning({ id: mailJobs.id, to: mailJobs.toAddress, message: mailJobs.message, attempts: mailJobs.attempts, requestId: mailJobs.requestId });
    });
    for (const job of taken) await inRequest(job.requestId ?? undefined, () => sendOne(job, now));
    return taken.length;
  }

  /** Sends one leased mail, as part of the request that caused it (its log lines carry that request's id). */
  async function sendOne(job: { id: string; to: string; message: QueuedMail; attempts: number }, now: Date) {
    try {
      const { html, text } = await renderMail(job.message, options.siteUrl);
      await options.mailer.send({
        to: job.to,
        messageId: `<${job.id}@${new URL(options.siteUrl).hostname}>`,
        subject: job.message.subject,
        html,
        text,
        ...((job.message.ics || job.message.qr) && {
          attachments: [
            ...(job.message.ics
              ? [{ filename: job.message.ics.filename, content: job.message.ics.content, contentType: icsContentType(job.message.ics.content) }]
              : []),
            ...(job.message.qr
              ? [{ filename: 'etims-qr.png', content: job.message.qr.png, contentType: 'image/png', encoding: 'base64' as const, cid: MAIL_QR_CID }]
              : []),
          ],
        }),
        ...(job.message.unsubscribeUrl && {
          headers: { 'List-Unsubscribe': `<${job.message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
      await db.update(mailJobs).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(mailJobs.id, job.id));
      options.log.info({ mailId: job.id, subject: job.message.subject }, 'mail sent');
    } catch (err) {
      const failed = job.attempts >= MAIL_ATTEMPTS;
      options.log.error({ err, to: job.to, attempts: job.attempts }, failed ? 'mail given up' : 'mail failed; will retry');
      await db
        .update(mailJobs)
        .set({
          status: failed ? 'failed' : 'queued',
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
        })
        .where(eq(mailJobs.id, job.id));
    }
  }

  /**
   * The minute job's events: a reminder of a balance due within BALANCE_REMINDER_HOURS (a booking
   * its deposit holds), once; a reminder before each confirmed booking, once, at a time that suits
   * how far ahead it was confirmed (`REMINDER_LEADS`: a day before, or a couple of hours, or half an
   * hour for the shortest notice), and an invitation to review once it has ended (within a week,
   * not yet reviewed). Each is written once per booking whatever the number of instances (a unique
   * index). And a mail for conversations with messages unread too long (`scheduleUnreadMail`).
   */
  async function scheduleDue(now = new Date()): Promise<number> {
    const weekAgo = new Date(now.getTime() - 7 * 24 * 3_600_000);
    const at = sql`${now.toISOString()}::timestamptz`;
    const confirmedFor = sql`(${bookings.startTime} - coalesce(${bookings.paidAt}, ${bookings.createdAt}))`;
    // The first lead the booking was confirmed far enough ahead for; none below the last.
    const lead = sql.join(
      [
        sql`case`,
        ...REMINDER_LEADS.map(
          ({ confirmedAhead, before }) => sql`when ${confirmedFor} >= ${`${confirmedAhead} minutes`}::interval then ${`${before} minutes`}::interval`,
        ),
        sql`end`,
      ],
      sql` `,
    );
    const result = await db.execute(sql`
      with reminders as (
        insert into ${events} (kind, booking_id, space_id, created_at)
        select 'booking_reminder', ${bookings.id}, ${bookings.spaceId}, ${at}
        from ${bookings}
        where ${bookings.status} = 'confirmed' and ${bookings.startTime} > ${at}
          and ${bookings.startTime} <= ${new Date(now.getTime() + REMINDER_LEADS[0].before * 60_000).toISOString()}::timestamptz
          and ${at} >= ${bookings.startTime} - (${lead})
        on conflict do nothing
        returning 1
      ), balances as (
        insert into ${events} (kind, booking_id, space_id, created_at)
        select 'balance_due', ${bookings.id}, ${bookings.spaceId}, ${at}
        from ${bookings}
        where ${bookings.status} = 'pending' and ${bookings.paymentStatus} = 'pending' and ${bookings.paymentTerms} is not null
          and (${bookings.paymentTerms}->>'balanceDueAt')::timestamptz > ${at}
          and (${bookings.paymentTerms}->>'balanceDueAt')::timestamptz <= ${at} + ${`${BALANCE_REMINDER_HOURS} hours`}::interval
          and (select coalesce(sum(pp.amount_cents), 0) from payment_parts pp where pp.booking_id = ${bookings.id} and pp.returned_at is null)
            >= (${bookings.paymentTerms}->>'depositCents')::bigint
        on conflict do nothing
        returning 1
      ), invites as (
        insert into ${events} (kind, booking_id, space_id, created_at)
        select 'review_invite', ${bookings.id}, ${bookings.spaceId}, ${now.toISOString()}::timestamptz
        from ${bookings}
        where ${bookings.status} = 'confirmed' and ${bookings.endTime} <= ${now.toISOString()}::timestamptz
          and ${bookings.endTime} > ${weekAgo.toISOString()}::timestamptz
          and not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})
        on conflict do nothing
        returning 1
      )
      select (select count(*) from reminders)::int + (select count(*) from balances)::int + (select count(*) from invites)::int as n`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0) + (await scheduleUnreadMail(now));
  }

  /** Conversations with messages unread too long (messages' `markUnreadDue`): one event each, in the same transaction as the mark. */
  async function scheduleUnreadMail(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await markUnreadDue(tx, now);
      if (due.length)
        await tx
          .insert(events)
          .values(due.map((d) => ({ kind: 'message_unread' as const, userId: d.reader, spaceId: d.spaceId, data: { threadId: d.threadId } })));
      return due.length;
    });
  }

  /** A note in the language of the moment (the request's, or a socket's), or as it was told when it has no words in it. */
  const toNotification = (n: typeof notifications.$inferSelect): Notification => ({
    id: n.id,
    kind: n.kind,
    title: n.words?.[getLocale()]?.title ?? n.title,
    body: n.words?.[getLocale()]?.body ?? n.body,
    link: n.link,
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
  });

  async function unread(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  return {
    dispatch,
    sendDue,
    scheduleDue,
    unread,

    /** Hourly: events told more than 30 days ago go, with their sent mails (notifications stay, unlinked). */
    async prune(now = new Date()): Promise<number> {
      const gone = await db
        .delete(events)
        .where(lte(events.processedAt, new Date(now.getTime() - 30 * 86_400_000)))
        .returning({ id: events.id });
      return gone.length;
    },

    async list(userId: string, limit: number, offset: number) {
      const [rows, [total], unreadCount] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
        unread(userId),
      ]);
      return { data: rows.map(toNotification), page: { total: total?.n ?? 0, limit, offset }, unread: unreadCount };
    },

    async markRead(userId: string, id: string): Promise<Notification> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      // Someone else's notification is answered exactly like a missing one.
      if (!row) throw notFound(m.api_notification_not_found());
      return toNotification(row);
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async settings(userId: string): Promise<MailSettings> {
      const [row] = await db.select({ settings: users.mailSettings }).from(users).where(eq(users.id, userId));
      return Object.fromEntries(OPTIONAL_MAILS.map((k) => [k, row?.settings[k] !== false])) as MailSettings;
    },

    async saveSettings(userId: string, settings: MailSettings): Promise<MailSettings> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ settings: users.mailSettings }).from(users).where(eq(users.id, userId)).for('update');
        await saveMailSettings(tx, userId, settings);
        // Each change is a choice on record, in the words the person read (docs/PRIVACY.md "Consent").
        for (const kind of OPTIONAL_MAILS)
          if ((row?.settings[kind] !== false) !== settings[kind]) await recordMailChoice(tx, userId, kind, settings[kind], 'settings');
      });
      return settings;
    },

    /** The language a person reads (their profile's), for pages their mailed links open. */
    async localeOf(userId: string): Promise<Locale> {
      const [row] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, userId));
      return row?.locale ?? DEFAULT_LOCALE;
    },

    /** Whether an unsubscribe link is one we wrote (for this person and kind). */
    verifyUnsubscribe(userId: string, kind: OptionalMail, signature: string): boolean {
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    async unsubscribe(userId: string, kind: OptionalMail): Promise<void> {
      await db.transaction(async (tx) => {
        await saveMailSettings(tx, userId, { [kind]: false }, true);
        await recordMailChoice(tx, userId, kind, false, 'unsubscribe_link');
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

/** One optional mail turned on or off, on record with the words that name it. */
const recordMailChoice = (tx: Db, userId: string, kind: OptionalMail, given: boolean, source: 'settings' | 'unsubscribe_link') =>
  recordConsent(tx, {
    userId,
    purpose: `mail:${kind}`,
    given,
    words: `${OPTIONAL_MAIL_LABELS[kind].label}: ${OPTIONAL_MAIL_LABELS[kind].description}`,
    source,
  });

/** Deleting an account: its bell and its mails, queued or sent, go (nothing more is sent to it). */
export async function eraseRecipient(tx: Db, userId: string) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(mailJobs).where(eq(mailJobs.userId, userId));
}

/** Retention: notifications in the bell from before `before` go. How many. */
export async function pruneNotifications(db: Db, before: Date): Promise<number> {
  return (await db.delete(notifications).where(lt(notifications.createdAt, before)).returning({ id: notifications.id })).length;
}
