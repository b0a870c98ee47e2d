import { formatClockRange, formatDay, formatDayAndClock } from '@nafasi/shared/dates';
import { addDays, nairobiDate, nairobiTime } from '@nafasi/shared/time';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import type { EventKind } from '@nafasi/shared/notifications';
import { manualPaymentSteps, mpesaAmount, type ManualPayment } from '@nafasi/shared/payments';
import { paths } from '@nafasi/shared/paths';
import type { QueuedMail } from '../../db/schema.ts';

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
  ownerId: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
  refundStatus: 'due' | 'sent' | null;
  refundCents: number | null;
}

/** One person told of one event: in the bell, and (unless `mail` is null) by e-mail. */
export interface Delivery {
  userId: string;
  email: string;
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
  /** When the event happened (a reminder says "today" or "tomorrow" from it). */
  at: Date;
}

const firstName = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'there';
const when = (b: BookingFacts) => `${formatDay(b.startTime)}, ${formatClockRange(b.startTime, b.endTime)}`;
/** "today", "tomorrow" or the day, in Nairobi, of a start seen from a moment. */
const dayWord = (start: Date, from: Date) => {
  const day = nairobiDate(start);
  if (day === nairobiDate(from)) return `today at ${nairobiTime(start)}`;
  if (day === addDays(nairobiDate(from), 1)) return `tomorrow at ${nairobiTime(start)}`;
  return `on ${formatDay(start)}`;
};
const money = (cents: number) => formatKsh(centsToKsh(cents));

function bookingFactsRows(b: BookingFacts): [string, string][] {
  return [
    ['Space', b.spaceTitle],
    ['Where', b.location],
    ['When', when(b)],
    ['Total', money(b.totalCents)],
    ['Reference', b.reference],
  ];
}

/**
 * Who hears of a booking event and what they are told. The guest's words and the host's differ;
 * a mail says more than the bell (the facts of the booking, what to do next).
 */
export function bookingDeliveries(b: BookingFacts, ctx: EventContext): Delivery[] {
  const url = (path: string) => `${ctx.siteUrl}${path}`;
  const dashboard = paths.dashboard.getHref();
  const facts = bookingFactsRows(b);
  const guest = (
    title: string,
    body: string,
    paragraphs: string[],
    extra: Partial<Delivery> & { action?: { label: string; url: string }; mailFacts?: [string, string][] } = {},
  ): Delivery => ({
    userId: b.guestId,
    email: b.guestEmail,
    title,
    body,
    link: extra.link ?? dashboard,
    mail: {
      subject: title,
      heading: title,
      paragraphs: [`Hello ${firstName(b.guestName)},`, ...paragraphs],
      facts: extra.mailFacts ?? facts,
      action: extra.action ?? { label: 'View your bookings', url: url(dashboard) },
    },
    ics: extra.ics,
  });
  const host = (title: string, body: string, paragraphs: string[]): Delivery[] =>
    b.ownerId && b.ownerEmail
      ? [
          {
            userId: b.ownerId,
            email: b.ownerEmail,
            title,
            body,
            link: dashboard,
            mail: {
              subject: title,
              heading: title,
              paragraphs: [`Hello ${firstName(b.ownerName)},`, ...paragraphs],
              facts: [['Guest', b.guestName || b.guestEmail], ...facts],
              action: { label: 'Open your dashboard', url: url(dashboard) },
            },
          },
        ]
      : [];
  const payBy = b.holdExpiresAt ? formatDayAndClock(b.holdExpiresAt) : null;
  const howToPay = [
    `To confirm it, pay ${money(b.totalCents)} by M-Pesa${payBy ? ` before ${payBy}` : ''}: open your bookings and choose Pay with M-Pesa, and enter your PIN when your phone asks.`,
    `Or pay from the M-Pesa menu yourself. ${manualPaymentSteps(ctx.manualPayment, { reference: b.reference, amount: formatKsh(mpesaAmount(b.totalCents)) }).join(' ')}`,
    'Unpaid bookings are released when their hold ends.',
  ];

  switch (ctx.kind) {
    case 'booking_made':
      return [
        guest(`Your booking of ${b.spaceTitle} is waiting for payment`, `${when(b)} · pay ${money(b.totalCents)} by M-Pesa to confirm it.`, [
          `Thank you for booking ${b.spaceTitle} on Nafasi.`,
          ...howToPay,
        ]),
        ...host(`New booking of ${b.spaceTitle}`, `${b.guestName || 'A guest'} booked ${when(b)}; it is confirmed once paid.`, [
          `${b.guestName || 'A guest'} booked ${b.spaceTitle} for ${when(b)}. It is confirmed once they pay by M-Pesa.`,
        ]),
      ];
    case 'booking_requested':
      return [
        guest(`Your request for ${b.spaceTitle} is with the host`, `${when(b)} · the host answers within 24 hours.`, [
          `The host of ${b.spaceTitle} answers requests within 24 hours (or before the start, if sooner). The time is held for you meanwhile; you pay only once they accept.`,
        ]),
        ...host(`New request to book ${b.spaceTitle}`, `${b.guestName || 'A guest'} asks for ${when(b)}. Accept or decline within 24 hours.`, [
          `${b.guestName || 'A guest'} asks to book ${b.spaceTitle} for ${when(b)}.`,
          'Accept or decline it from Guest Bookings on your dashboard within 24 hours (or before the start, if sooner); otherwise it runs out.',
        ]),
      ];
    case 'request_accepted':
      return [
        guest(`The host accepted your request for ${b.spaceTitle}`, `${when(b)} · pay ${money(b.totalCents)} to confirm it.`, [
          'Good news: the host accepted your request.',
          ...howToPay,
        ]),
      ];
    case 'request_declined':
      return [
        guest(`The host declined your request for ${b.spaceTitle}`, b.decisionNote ?? 'The host could not take this booking.', [
          `The host of ${b.spaceTitle} could not take your request for ${when(b)}.`,
          ...(b.decisionNote ? [`Their message: “${b.decisionNote}”`] : []),
          'Nothing was charged. Other spaces may be free at that time.',
        ]),
      ];
    case 'payment_confirmed':
      if (b.status === 'cancelled') {
        return [
          guest(`Your payment for ${b.spaceTitle} arrived after the booking ended`, 'It will be refunded to your M-Pesa.', [
            `We received your M-Pesa payment${b.mpesaCode ? ` (${b.mpesaCode})` : ''} after the booking had been released, so it will be refunded to your M-Pesa.`,
          ]),
        ];
      }
      return [
        guest(
          `Your booking of ${b.spaceTitle} is confirmed`,
          `${when(b)} · paid${b.mpesaCode ? ` (M-Pesa ${b.mpesaCode})` : ''}.`,
          [`We received your payment${b.mpesaCode ? `, M-Pesa receipt ${b.mpesaCode}` : ''}. Your booking is confirmed; the calendar entry is attached.`],
          {
            ics: true,
            link: paths.invoice.getHref(b.id),
            mailFacts: [...facts, ...(b.mpesaCode ? ([['M-Pesa receipt', b.mpesaCode]] as [string, string][]) : [])],
            action: { label: 'View your invoice', url: url(paths.invoice.getHref(b.id)) },
          },
        ),
        ...host(`Payment received for ${b.spaceTitle}`, `${b.guestName || 'A guest'} paid ${money(b.totalCents)} for ${when(b)}.`, [
          `${b.guestName || 'A guest'} paid ${money(b.totalCents)} for ${when(b)}. The booking is confirmed.`,
        ]),
      ];
    case 'booking_moved': {
      const fromStart = typeof ctx.data.fromStart === 'string' ? new Date(ctx.data.fromStart) : null;
      const was = fromStart ? ` (was ${formatDayAndClock(fromStart)})` : '';
      return [
        guest(`Your booking of ${b.spaceTitle} has moved`, `Now ${when(b)}${was}.`, [`Your booking now runs ${when(b)}${was}.`], {
          ics: b.status === 'confirmed',
        }),
        ...host(`A booking of ${b.spaceTitle} has moved`, `Now ${when(b)}${was}.`, [`${b.guestName || 'The guest'} moved their booking to ${when(b)}${was}.`]),
      ];
    }
    case 'booking_cancelled': {
      const from = ctx.data.from;
      const ranOut = b.decisionNote && (from === 'requested' || from === 'pending') && !b.refundStatus;
      const refund = b.refundStatus
        ? b.refundStatus === 'sent'
          ? `Your refund of ${money(b.refundCents ?? 0)} has been sent to your M-Pesa.`
          : `A refund of ${money(b.refundCents ?? 0)} is on its way to your M-Pesa; we will tell you when it is sent.`
        : b.paymentStatus === 'paid'
          ? 'It was cancelled outside the cancellation policy, so no refund is due.'
          : 'Nothing was charged.';
      return [
        // The calendar entry goes with it (METHOD:CANCEL): an app that holds it takes it off.
        guest(
          `Your booking of ${b.spaceTitle} is cancelled`,
          ranOut ? (b.decisionNote ?? '') : refund,
          [ranOut ? (b.decisionNote ?? '') : `Your booking for ${when(b)} is cancelled.`, refund],
          { ics: true },
        ),
        ...host(`A booking of ${b.spaceTitle} is cancelled`, `${when(b)} is free again.`, [
          `The booking of ${b.guestName || 'a guest'} for ${when(b)} is cancelled; the time is free again.`,
        ]),
      ];
    }
    case 'booking_reminder':
      return [
        guest(
          `Reminder: ${b.spaceTitle} ${dayWord(b.startTime, ctx.at)}`,
          `${when(b)} at ${b.location}.`,
          [`This is a reminder of your booking of ${b.spaceTitle} at ${b.location}, ${when(b)}.`],
          {
            ics: true,
          },
        ),
      ];
    case 'review_invite':
      return [
        guest(
          `How was ${b.spaceTitle}?`,
          'Tell other guests what it was like.',
          [`We hope your time at ${b.spaceTitle} went well. A short review helps other guests choose and helps the host.`],
          {
            action: { label: 'Write a review', url: url(dashboard) },
          },
        ),
      ];
    default:
      return [];
  }
}

export const bookingIcsFilename = (b: Pick<BookingFacts, 'reference'>) => `nafasi-${b.reference}.ics`;
