/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { strToU8, zipSync } from 'fflate';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { getLocale, HTML_LANG, m } from '@nafasi/shared/i18n';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  bookings,
  c2bTransactions,
  chatMessages,
  companyMembers,
  consents,
  correctionRequests,
  dataExports,
  etimsDocuments,
  favorites,
  forumReplies,
  forumTopics,
  identities,
  inboxMessages,
  mailJobs,
  meetingParticipants,
  meetings,
  messageThreads,
  mpesaPayments,
  newsletterSubscribers,
  notifications,
  ownerUpgradeRequests,
  payoutAccounts,
  payouts,
  profiles,
  refunds,
  reviews,
  sessions,
  spaces,
  taxProfiles,
  threadMessages,
  users,
} from '../../db/schema.ts';

/**
 * Everything Nafasi holds about one person (docs/PRIVACY.md "Download my data"), each table's rows
 * that are theirs as the table has them, in sections. What is a secret and no data about them stays
 * out: password and token hashes, the archives themselves, and the mails' bodies (which carry
 * sign-in and reset links); a mail's subject, when and where it went are in.
 */
type Row = Record<string, unknown>;
interface Section {
  key: string;
  title: () => string;
  rows: Row[];
}

/** Keys that hold secrets, never data about the person. */
const SECRET = /hash|secret|password|token|^archive$/i;
const clean = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)));

/**
 * `only` picks some sections, each with at most `rows` rows (newest first, one more read to tell
 * that there are more): what an admin looks at. Without it, everything.
 */
export async function collect(
  db: Db,
  userId: string,
  only?: { sections: readonly string[]; rows: number },
): Promise<{ email: string; sections: (Section & { more: boolean })[] }> {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`No account ${userId}`);
  // Builders, not yet queries: a section left out is never read.
  const all = (table: PgTable, where: SQL | undefined, order?: SQL) => {
    const query = db.select().from(table).where(where).$dynamic();
    if (order) query.orderBy(order);
    if (only) query.limit(only.rows + 1);
    return query as unknown as Promise<Row[]>;
  };
  const theirBookings = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));
  const theirThreads = db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(or(eq(messageThreads.guestId, userId), eq(messageThreads.hostId, userId)));
  const sections: [string, () => string, Promise<Row[]>][] = [
    ['account', m.archive_section_account, Promise.resolve([account])],
    ['profile', m.archive_section_profile, all(profiles, eq(profiles.userId, userId))],
    ['signInLinks', m.archive_section_sign_in_links, all(identities, eq(identities.userId, userId))],
    ['sessions', m.archive_section_sessions, all(sessions, eq(sessions.userId, userId), desc(sessions.createdAt))],
    ['tax', m.archive_section_tax, all(taxProfiles, eq(taxProfiles.userId, userId))],
    ['payoutAccounts', m.archive_section_payout_accounts, all(payoutAccounts, eq(payoutAccounts.userId, userId))],
    ['bookings', m.archive_section_bookings, all(bookings, eq(bookings.userId, userId), desc(bookings.startTime))],
    ['payments', m.archive_section_payments, all(mpesaPayments, inArray(mpesaPayments.bookingId, theirBookings), desc(mpesaPayments.createdAt))],
    ['paybill', m.archive_section_paybill, all(c2bTransactions, inArray(c2bTransactions.matchedBookingId, theirBookings))],
    ['refunds', m.archive_section_refunds, all(refunds, inArray(refunds.bookingId, theirBookings), desc(refunds.createdAt))],
    ['taxInvoices', m.archive_section_tax_invoices, all(etimsDocuments, eq(etimsDocuments.customerId, userId), desc(etimsDocuments.invcNo))],
    ['payouts', m.archive_section_payouts, all(payouts, eq(payouts.hostId, userId), desc(payouts.createdAt))],
    ['spaces', m.archive_section_spaces, all(spaces, eq(spaces.ownerId, userId))],
    ['favorites', m.archive_section_favorites, all(favorites, eq(favorites.userId, userId))],
    ['reviews', m.archive_section_reviews, all(reviews, eq(reviews.userId, userId), desc(reviews.createdAt))],
    ['messages', m.archive_section_messages, all(threadMessages, inArray(threadMessages.threadId, theirThreads), desc(threadMessages.createdAt))],
    ['chat', m.archive_section_chat, all(chatMessages, eq(chatMessages.userId, userId), desc(chatMessages.createdAt))],
    [
      'meetings',
      m.archive_section_meetings,
      all(
        meetings,
        or(
          eq(meetings.hostId, userId),
          inArray(meetings.id, db.select({ id: meetingParticipants.meetingId }).from(meetingParticipants).where(eq(meetingParticipants.userId, userId))),
        ),
      ),
    ],
    ['forumTopics', m.archive_section_forum, all(forumTopics, eq(forumTopics.authorId, userId), desc(forumTopics.createdAt))],
    ['forumReplies', m.archive_section_forum, all(forumReplies, eq(forumReplies.authorId, userId), desc(forumReplies.createdAt))],
    ['notifications', m.archive_section_notifications, all(notifications, eq(notifications.userId, userId), desc(notifications.createdAt))],
    [
      'mails',
      m.archive_section_mails,
      db
        .select({
          subject: sql<string>`${mailJobs.message}->>'subject'`,
          to: mailJobs.toAddress,
          status: mailJobs.status,
          createdAt: mailJobs.createdAt,
          sentAt: mailJobs.sentAt,
        })
        .from(mailJobs)
        .where(or(eq(mailJobs.userId, userId), eq(mailJobs.toAddress, account.email)))
        .orderBy(desc(mailJobs.createdAt)),
    ],
    ['companies', m.archive_section_companies, all(companyMembers, eq(companyMembers.userId, userId))],
    ['requests', m.archive_section_requests, all(ownerUpgradeRequests, eq(ownerUpgradeRequests.userId, userId))],
    ['contact', m.archive_section_contact, all(inboxMessages, eq(inboxMessages.email, account.email))],
    ['newsletter', m.archive_section_newsletter, all(newsletterSubscribers, eq(newsletterSubscribers.email, account.email))],
    ['consents', m.archive_section_consents, all(consents, or(eq(consents.userId, userId), eq(consents.email, account.email)), desc(consents.createdAt))],
    ['corrections', m.archive_section_corrections, all(correctionRequests, eq(correctionRequests.userId, userId), desc(correctionRequests.createdAt))],
    ['audit', m.archive_section_audit, all(auditLog, eq(auditLog.targetId, userId), desc(auditLog.createdAt))],
    ['exports', m.archive_section_exports, all(dataExports, eq(dataExports.userId, userId), desc(dataExports.createdAt))],
  ];
  const read: (Section & { more: boolean })[] = [];
  // One after another: a person's archive is no reason to take every connection at once.
  for (const [key, title, rows] of sections) {
    if (only && !only.sections.includes(key)) continue;
    const found = (await rows).map(clean);
    read.push({ key, title, rows: only ? found.slice(0, only.rows) : found, more: only !== undefined && found.length > only.rows });
  }
  return { email: account.email, sections: read };
}

/** A value as the readable page shows it: times in Nairobi, objects as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return formatDayAndClock(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The page's look: plain, readable on a phone, no script and nothing fetched. */
const PAGE_STYLE = [
  'body{font:15px/1.5 system-ui,sans-serif;margin:1.5rem auto;max-width:60rem;padding:0 1rem;color:#0f172a}',
  'table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}',
  'th,td{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;vertical-align:top;word-break:break-word}',
  'th{width:1%;white-space:nowrap;background:#f1f5f9;font-weight:600}h2{margin-top:2rem}',
].join('\n');

/** The readable page: a heading per section, a table of each row's fields (the JSON's keys). */
function Page({ email, at, sections }: { email: string; at: Date; sections: Section[] }) {
  return (
    <html lang={HTML_LANG[getLocale()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{m.archive_title()}</title>
        <style>{PAGE_STYLE}</style>
      </head>
      <body>
        <h1>{m.archive_title()}</h1>
        <p>{m.archive_intro({ email, when: formatDayAndClock(at) })}</p>
        {sections.map((section) => (
          <section key={section.key} id={section.key}>
            <h2>
              {section.title()} ({section.rows.length})
            </h2>
            {section.rows.length === 0 ? (
              <p>{m.archive_none()}</p>
            ) : (
              section.rows.map((row, i) => (
                <table key={i}>
                  <tbody>
                    {Object.entries(row).map(([key, value]) => (
                      <tr key={key}>
                        <th scope="row">{key}</th>
                        <td>{shown(value)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))
            )}
          </section>
        ))}
      </body>
    </html>
  );
}

/** The archive: data.json (every section, for programs) and index.html (to read), zipped. Call it in the person's language. */
export function archiveOf(collected: { email: string; sections: Section[] }, at: Date): Buffer {
  const json = JSON.stringify(
    { exportedAt: at.toISOString(), email: collected.email, ...Object.fromEntries(collected.sections.map((s) => [s.key, s.rows])) },
    null,
    2,
  );
  const html = `<!doctype html>${renderToStaticMarkup(<Page email={collected.email} at={at} sections={collected.sections} />)}`;
  return Buffer.from(zipSync({ 'data.json': strToU8(json), 'index.html': strToU8(html) }, { level: 6, mtime: at }));
}
