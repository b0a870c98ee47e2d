import { formatClockRange, formatDay, formatDeadline, formatSwahiliClock, formatWhen } from '@nafasi/shared/dates';
import { getLocale, m, type Locale } from '@nafasi/shared/i18n';
import { addDays, nairobiDate, nairobiTime } from '@nafasi/shared/time';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import type { EventKind } from '@nafasi/shared/notifications';
import {
  bankTransferSteps,
  manualPaymentSteps,
  mpesaAmount,
  owedNow,
  type BankTransferInfo,
  type ManualPayment,
  type MpesaLimits,
} from '@nafasi/shared/payments';
import { paths } from '@nafasi/shared/paths';
import type { QueuedMail } from '../../db/schema.ts';
import { inLocale } from '../../lib/locale.ts';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What a booking event's words are made of, read when the event is dispatched. */
export interface BookingFacts {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  startTime: Date;
  endTime: Date;
  /** Its last change: the calendar entry's SEQUENCE (a moved or cancelled one replaces the earlier). */
  updatedAt: Date;
  totalCents: number;
  mpesaCode: string | null;
  holdExpiresAt: Date | null;
  decisionNote: string | null;
  spaceId: string;
  spaceTitle: string;
  location: string;
  guestId: string;
  guestEmail: string;
  guestName: string;
  /** The language each reads (their account's): each is told in theirs, whoever caused the event. */
  guestLocale: Locale;
  ownerId: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
  ownerLocale: Locale;
  refundStatus: 'due' | 'sent' | null;
  refundCents: number | null;
  /** A deposit that holds it and its balance's date, and what has come toward it (parts). */
  paymentTerms: { depositCents: number; balanceDueAt: string } | null;
  paidCents: number | string;
}

/** One person told of one event: in the bell, and (unless `mail` is null) by e-mail, in their language. */
export interface Delivery {
  userId: string;
  email: string;
  locale: Locale;
  title: string;
  body: string;
  link: string;
  mail: Omit<QueuedMail, 'unsubscribeUrl'> | null;
  /** Attach the booking's calendar entry (a confirmed booking). */
  ics?: boolean;
}

export interface EventContext {
  kind: EventKind;
  data: Record<string, unknown>;
  siteUrl: string;
  manualPayment: ManualPayment;
  mpesaLimits: MpesaLimits;
  /** Nafasi's bank account, when it takes transfers. */
  bank: BankTransferInfo;
  /** When the event happened (a reminder says "today" or "tomorrow" from it). */
  at: Date;
}

const firstName = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] || m.notify_there();
/** A booking's day and hours; in Kiswahili with the Swahili clock beside the digits ("10:00 - 12:00 (saa nne asubuhi hadi saa sita mchana)"). */
const when = (b: BookingFacts) => {
  const hours = formatClockRange(b.startTime, b.endTime);
  return getLocale() === 'sw'
    ? `${formatDay(b.startTime)}, ${hours} (${m.cal_days_range({ from: formatSwahiliClock(b.startTime), to: formatSwahiliClock(b.endTime) })})`
    : `${formatDay(b.startTime)}, ${hours}`;
};
/** "today", "tomorrow" or the day, in Nairobi, of a start seen from a moment. */
const dayWord = (start: Date, from: Date) => {
  const day = nairobiDate(start);
  const time = getLocale() === 'sw' ? formatSwahiliClock(start) : nairobiTime(start);
  if (day === nairobiDate(from)) return m.notify_today_at({ time });
  if (day === addDays(nairobiDate(from), 1)) return m.notify_tomorrow_at({ time });
  return m.notify_on_day({ day: formatDay(start) });
};
const money = (cents: number) => formatKsh(centsToKsh(cents));
const guestName = (b: BookingFacts) => b.guestName || m.notify_a_guest();

function bookingFactsRows(b: BookingFacts): [string, string][] {
  return [
    [m.notify_fact_space(), b.spaceTitle],
    [m.notify_fact_where(), b.location],
    [m.notify_fact_when(), when(b)],
    [m.notify_fact_total(), money(b.totalCents)],
    [m.notify_fact_reference(), b.reference],
  ];
}

/** A mail and bell entry with the same title, greeting the reader by first name. */
function delivery(
  to: { userId: string; email: string; name: string | null },
  title: string,
  body: string,
  paragraphs: string[],
  rest: { link: string; facts: [string, string][]; action: { label: string; url: string }; ics?: boolean },
): Delivery {
  const locale = getLocale();
  return {
    userId: to.userId,
    email: to.email,
    locale,
    title,
    body,
    link: rest.link,
    mail: {
      subject: title,
      heading: title,
      paragraphs: [m.notify_hello({ name: firstName(to.name) }), ...paragraphs],
      facts: rest.facts,
      action: rest.action,
      locale,
    },
    ics: rest.ics,
  };
}

/**
 * Who hears of a booking event and what they are told, each in their own language. The guest's
 * words and the host's differ; a mail says more than the bell (the facts of the booking, what to do next).
 */
export function bookingDeliveries(b: BookingFacts, ctx: EventContext): Delivery[] {
  const host = b.ownerId && b.ownerEmail ? { userId: b.ownerId, email: b.ownerEmail, name: b.ownerName } : null;
  // Worded in the reader's language, or in the one `wordedIn` holds; each still says whose language is whose.
  const to = (locale: Locale, words: () => Delivery[]) => inLocale(wordedIn.getStore() ?? locale, words).map((d) => ({ ...d, locale }));
  return [...to(b.guestLocale, () => guestWords(b, ctx)), ...(host ? to(b.ownerLocale, () => hostWords(b, ctx, host)) : [])];
}

/** While it holds a language, every delivery is worded in it instead of its reader's (dispatch words each note in every language). */
export const wordedIn = new AsyncLocalStorage<Locale>();

function guestWords(b: BookingFacts, ctx: EventContext): Delivery[] {
  const url = (path: string) => `${ctx.siteUrl}${path}`;
  const dashboard = paths.dashboard.getHref();
  const space = b.spaceTitle;
  const say = (
    title: string,
    body: string,
    paragraphs: string[],
    extra: { link?: string; action?: { label: string; url: string }; facts?: [string, string][]; ics?: boolean } = {},
  ) => [
    delivery({ userId: b.guestId, email: b.guestEmail, name: b.guestName }, title, body, paragraphs, {
      link: extra.link ?? dashboard,
      facts: extra.facts ?? bookingFactsRows(b),
      action: extra.action ?? { label: m.notify_view_bookings(), url: url(dashboard) },
      ics: extra.ics,
    }),
  ];
  const payBy = b.holdExpiresAt ? formatWhen(b.holdExpiresAt) : null;
  const owed = owedNow(mpesaAmount(b.totalCents), Number(b.paidCents) / 100, b.paymentTerms ? b.paymentTerms.depositCents / 100 : null);
  const depositTerms = b.paymentTerms
    ? [
        m.notify_deposit_terms({
          deposit: money(b.paymentTerms.depositCents),
          balance: money(mpesaAmount(b.totalCents) * 100 - b.paymentTerms.depositCents),
          due: formatDeadline(new Date(b.paymentTerms.balanceDueAt)),
        }),
      ]
    : [];
  const howToPay = () => [
    payBy ? m.notify_pay_before({ amount: money(owed * 100), by: payBy }) : m.notify_pay({ amount: money(owed * 100) }),
    m.notify_pay_by_hand({
      steps: manualPaymentSteps(ctx.manualPayment, { reference: b.reference, amount: owed }, ctx.mpesaLimits).join(' '),
    }),
    ...(ctx.bank ? [`${m.bank_heading()}: ${bankTransferSteps(ctx.bank, { reference: b.reference, amount: owed }).join(' ')}`] : []),
    m.notify_unpaid_released(),
  ];
  const receipt = b.mpesaCode ?? '';

  switch (ctx.kind) {
    case 'booking_made':
      return say(m.notify_made_title({ space }), m.notify_made_body({ when: when(b), amount: money(b.totalCents) }), [
        m.notify_made_thanks({ space }),
        ...depositTerms,
        ...howToPay(),
      ]);
    case 'booking_requested':
      return say(m.notify_requested_title({ space }), m.notify_requested_body({ when: when(b) }), [m.notify_requested_text({ space })]);
    case 'request_accepted':
      return say(m.notify_accepted_title({ space }), m.notify_accepted_body({ when: when(b), amount: money(b.totalCents) }), [
        m.notify_accepted_text(),
        ...howToPay(),
      ]);
    case 'request_declined':
      return say(m.notify_declined_title({ space }), b.decisionNote ?? m.notify_declined_body(), [
        m.notify_declined_text({ space, when: when(b) }),
        ...(b.decisionNote ? [m.notify_declined_note({ note: b.decisionNote })] : []),
        m.notify_declined_nothing_charged(),
      ]);
    case 'payment_confirmed':
      if (b.status === 'cancelled') {
        return say(m.notify_late_payment_title({ space }), m.notify_late_payment_body(), [
          receipt ? m.notify_late_payment_text_code({ code: receipt }) : m.notify_late_payment_text(),
        ]);
      }
      return say(
        m.notify_confirmed_title({ space }),
        receipt ? m.notify_confirmed_body_code({ when: when(b), code: receipt }) : m.notify_confirmed_body({ when: when(b) }),
        [receipt ? m.notify_confirmed_text_code({ code: receipt }) : m.notify_confirmed_text()],
        {
          ics: true,
          link: paths.invoice.getHref(b.id),
          facts: [...bookingFactsRows(b), ...(receipt ? ([[m.notify_fact_receipt(), receipt]] as [string, string][]) : [])],
          action: { label: m.notify_view_invoice(), url: url(paths.invoice.getHref(b.id)) },
        },
      );
    case 'booking_moved': {
      const was = movedFrom(ctx);
      return say(
        m.notify_moved_title({ space }),
        was ? m.notify_moved_body_was({ when: when(b), was }) : m.notify_moved_body({ when: when(b) }),
        [was ? m.notify_moved_text_was({ when: when(b), was }) : m.notify_moved_text({ when: when(b) })],
        { ics: b.status === 'confirmed' },
      );
    }
    case 'booking_cancelled': {
      const from = ctx.data.from;
      const ranOut = b.decisionNote && (from === 'requested' || from === 'pending') && !b.refundStatus;
      const refund = b.refundStatus
        ? b.refundStatus === 'sent'
          ? m.notify_refund_sent({ amount: money(b.refundCents ?? 0) })
          : m.notify_refund_due({ amount: money(b.refundCents ?? 0) })
        : b.paymentStatus === 'paid'
          ? m.notify_no_refund()
          : m.notify_nothing_charged();
      // The calendar entry goes with it (METHOD:CANCEL): an app that holds it takes it off.
      return say(
        m.notify_cancelled_title({ space }),
        ranOut ? (b.decisionNote ?? '') : refund,
        [ranOut ? (b.decisionNote ?? '') : m.notify_cancelled_text({ when: when(b) }), refund],
        { ics: true },
      );
    }
    case 'balance_due': {
      if (!b.paymentTerms) return [];
      const due = formatDeadline(new Date(b.paymentTerms.balanceDueAt));
      const amount = money(mpesaAmount(b.totalCents) * 100 - Number(b.paidCents));
      return say(m.notify_balance_title({ space }), m.notify_balance_body({ amount, due }), [m.notify_balance_body({ amount, due }), ...howToPay()]);
    }
    case 'booking_reminder':
      return say(
        m.notify_reminder_title({ space, day: dayWord(b.startTime, ctx.at) }),
        m.notify_reminder_body({ when: when(b), location: b.location }),
        [m.notify_reminder_text({ space, location: b.location, when: when(b) })],
        { ics: true },
      );
    case 'review_invite':
      return say(m.notify_review_title({ space }), m.notify_review_body(), [m.notify_review_text({ space })], {
        action: { label: m.notify_write_review(), url: url(dashboard) },
      });
    case 'part_refunded': {
      // Why, in the bell and at the head of the mail.
      const why = m.notify_part_refund_body({ space, note: String(ctx.data.note ?? '') });
      return say(m.notify_part_refund_title({ amount: money(Number(ctx.data.cents ?? 0)) }), why, [why, m.notify_part_refund_text()], {
        facts: bookingFactsRows(b),
      });
    }
    case 'refund_sent': {
      // The promise of the cancellation mail ("we tell you when it is sent"), kept (issue 65).
      const refunded = money(Number(ctx.data.cents ?? 0));
      const reference = typeof ctx.data.reference === 'string' ? ctx.data.reference : '';
      return say(m.notify_refund_sent_title({ amount: refunded }), m.notify_refund_sent_body({ space, receipt: reference }), [m.notify_refund_sent_text()], {
        facts: [...bookingFactsRows(b), [m.notify_fact_receipt(), reference]],
      });
    }
    default:
      return [];
  }
}

function hostWords(b: BookingFacts, ctx: EventContext, to: { userId: string; email: string; name: string | null }): Delivery[] {
  const dashboard = paths.dashboard.getHref();
  const space = b.spaceTitle;
  const guest = guestName(b);
  const say = (title: string, body: string, paragraphs: string[]) => [
    delivery(to, title, body, paragraphs, {
      link: dashboard,
      facts: [[m.notify_fact_guest(), b.guestName || b.guestEmail], ...bookingFactsRows(b)],
      action: { label: m.notify_open_dashboard(), url: `${ctx.siteUrl}${dashboard}` },
    }),
  ];
  switch (ctx.kind) {
    case 'booking_made':
      return say(m.notify_host_made_title({ space }), m.notify_host_made_body({ guest, when: when(b) }), [
        m.notify_host_made_text({ guest, space, when: when(b) }),
      ]);
    case 'booking_requested':
      return say(m.notify_host_requested_title({ space }), m.notify_host_requested_body({ guest, when: when(b) }), [
        m.notify_host_requested_text({ guest, space, when: when(b) }),
        m.notify_host_requested_answer(),
      ]);
    case 'payment_confirmed':
      if (b.status === 'cancelled') return [];
      return say(m.notify_host_paid_title({ space }), m.notify_host_paid_body({ guest, amount: money(b.totalCents), when: when(b) }), [
        m.notify_host_paid_text({ guest, amount: money(b.totalCents), when: when(b) }),
      ]);
    case 'booking_moved': {
      const was = movedFrom(ctx);
      const body = was ? m.notify_moved_body_was({ when: when(b), was }) : m.notify_moved_body({ when: when(b) });
      return say(m.notify_host_moved_title({ space }), body, [
        was
          ? m.notify_host_moved_text_was({ guest: b.guestName || m.notify_the_guest(), when: when(b), was })
          : m.notify_host_moved_text({ guest: b.guestName || m.notify_the_guest(), when: when(b) }),
      ]);
    }
    case 'part_refunded': {
      const why = m.notify_host_part_refund_body({ guest: b.guestName || m.notify_the_guest(), note: String(ctx.data.note ?? '') });
      return say(m.notify_host_part_refund_title({ amount: money(Number(ctx.data.cents ?? 0)), space }), why, [why, m.notify_host_part_refund_text()]);
    }
    case 'booking_cancelled':
      return say(m.notify_host_cancelled_title({ space }), m.notify_host_cancelled_body({ when: when(b) }), [
        m.notify_host_cancelled_text({ guest: b.guestName || m.notify_a_guest_lower(), when: when(b) }),
      ]);
    default:
      return [];
  }
}

/** The start a moved booking had, written for its reader. */
function movedFrom(ctx: EventContext): string | null {
  return typeof ctx.data.fromStart === 'string' ? formatWhen(new Date(ctx.data.fromStart)) : null;
}

export const bookingIcsFilename = (b: Pick<BookingFacts, 'reference'>) => `nafasi-${b.reference}.ics`;
