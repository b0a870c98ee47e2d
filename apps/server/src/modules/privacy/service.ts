import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { formatWhen } from '@nafasi/shared/dates';
import { DEFAULT_LOCALE, m, type Locale } from '@nafasi/shared/i18n';
import { paths } from '@nafasi/shared/paths';
import { PERSON_FIELDS, type PersonSection } from '@nafasi/shared/person-fields';
import {
  CORRECTIONS_PER_DAY,
  correctionFieldName,
  DATA_EXPORT_HOURS,
  DATA_EXPORTS_PER_DAY,
  DELETION_LINK_MINUTES,
  PERSON_ROWS,
  PERSON_SECTIONS,
  RETENTION,
  PRIVACY_MESSAGES,
  settleSentence,
  type Correction,
  type CorrectionAnswerSchema,
  type CorrectionField,
  type CorrectionRequestSchema,
  type DataExport,
  type DeletionPlan,
  type PersonRecord,
} from '@nafasi/shared/privacy';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit, auditReading } from '../../lib/audit.ts';
import { accountDeletions, correctionRequests, dataExports, profiles, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inLocale } from '../../lib/locale.ts';
import type { Mailer } from '../../lib/mail.ts';
import { laidOutMail } from '../../lib/mail-layout.tsx';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { one } from '../../lib/rows.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { removeUnconfirmed } from '../auth/service.ts';
import { pruneInbox, pruneUnconfirmedSubscribers } from '../contact/service.ts';
import { pruneChat } from '../meetings/service.ts';
import { pruneConversations } from '../messages/service.ts';
import { pruneNotifications } from '../notifications/service.ts';
import { pruneMailFiles } from '../../lib/mail.ts';
import { archiveOf, collect } from './archive.tsx';
import { erasePerson, notErased, settleFirst, type ErasureJournal } from './erasure.ts';

export { erasureJournal } from './erasure.ts';

const HOUR = 3_600_000;

/** A stored value as JSON carries it to a screen: times as ISO strings, amounts (bigint) as numbers, objects as JSON. */
function forScreen(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}
const DAY = 24 * HOUR;
/** An archive still preparing this long after it was asked for (its server stopped): prepared again. */
export const EXPORT_STALE_MS = 10 * 60_000;
/** Tries before an archive is given up as failed. */
const EXPORT_MAX_ATTEMPTS = 3;

type Row = typeof dataExports.$inferSelect;
const toCorrection = (row: typeof correctionRequests.$inferSelect): Correction => ({
  id: row.id,
  field: row.field as CorrectionField,
  wanted: row.wanted,
  reason: row.reason,
  status: row.status,
  answer: row.answer,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});
const toExport = (row: Pick<Row, 'id' | 'status' | 'createdAt' | 'readyAt' | 'expiresAt' | 'downloadedAt'>, now: Date): DataExport => ({
  id: row.id,
  // A ready archive past its hour is as good as gone, whether or not the job took its bytes yet.
  status: row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status,
  createdAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  downloadedAt: row.downloadedAt?.toISOString() ?? null,
});
const shownColumns = {
  id: dataExports.id,
  status: dataExports.status,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  downloadedAt: dataExports.downloadedAt,
};

/**
 * "Download my data" (docs/PRIVACY.md): a person asks, the archive is prepared in the background
 * (at once, and again by the minute job if its server stopped), a mail in their language links to
 * it, and it downloads once, for that account, within DATA_EXPORT_HOURS; then its bytes go.
 */
export function privacyService(
  db: Db,
  deps: {
    mailer: Mailer;
    publicUrl: string;
    limit: RateLimiter;
    later: (what: string, task: () => Promise<void>) => void;
    now?: () => Date;
    /** The account's password asked again (wrong ones counted); nothing for an account without one. */
    confirmPassword: (user: AuthUser, password: string) => Promise<void>;
    /** An account was written: every instance forgets its kept sessions. */
    accountChanged: (userId: string) => void;
    /** An account was erased: every instance forgets the pages it keeps rendered, which may name the person. */
    erased: (userId: string) => Promise<void>;
    /** A profile photo's stored files removed. */
    removePhoto: (key: string) => Promise<void>;
    journal: ErasureJournal;
    /** Where mails are written when no SMTP server is set (DATA_DIR). */
    dataDir: string;
    log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  },
) {
  const now = deps.now ?? (() => new Date());

  /** One mail to one person in their language; its subject is its heading. */
  async function mail(
    to: string,
    locale: Locale,
    tag: { kind: string; key: string },
    words: { subject: string; paragraphs: string[]; action?: { label: string; url: string } },
  ) {
    await deps.mailer.send(await laidOutMail(to, { ...words, heading: words.subject, locale }, deps.publicUrl, tag));
  }

  /** Prepares one archive asked for (claimed by its attempt count, so two instances never both do). */
  async function prepare(id: string): Promise<boolean> {
    const [claimed] = await db
      .update(dataExports)
      .set({ attempts: sql`${dataExports.attempts} + 1` })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing'), lt(dataExports.attempts, EXPORT_MAX_ATTEMPTS)))
      .returning({ userId: dataExports.userId, attempts: dataExports.attempts });
    if (!claimed) return false;
    const [who] = await db
      .select({ email: users.email, locale: profiles.locale })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, claimed.userId));
    if (!who) return false;
    const locale = who.locale ?? DEFAULT_LOCALE;
    const at = now();
    try {
      const archive = await inLocale(locale, async () => archiveOf(await collect(db, claimed.userId), at));
      const token = randomToken();
      const expiresAt = new Date(at.getTime() + DATA_EXPORT_HOURS * HOUR);
      const [ready] = await db
        .update(dataExports)
        .set({ status: 'ready', archive, bytes: archive.length, tokenHash: hashToken(token), readyAt: at, expiresAt })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      if (!ready) return false;
      const link = `${deps.publicUrl}${paths.dataExport.getHref()}#id=${id}&token=${token}`;
      const say = { locale };
      await mail(
        who.email,
        locale,
        { kind: 'data-export', key: id },
        {
          subject: m.mail_export_subject({}, say),
          paragraphs: [inLocale(locale, () => m.mail_export_body({ when: formatWhen(expiresAt) }, say)), link, m.mail_export_not_you({}, say)],
          action: { label: m.mail_export_action({}, say), url: link },
        },
      );
      return true;
    } catch (err) {
      if (claimed.attempts >= EXPORT_MAX_ATTEMPTS)
        await db
          .update(dataExports)
          .set({ status: 'failed' })
          .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
      throw err;
    }
  }

  /**
   * Erases the account now (docs/PRIVACY.md "Delete my account"), records it in the journal a
   * restore replays, ends every session on every instance, removes the photo and says goodbye by
   * mail to the address it had, in the person's language.
   */
  async function erase(userId: string, at: Date, { again = false } = {}) {
    const [who] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, userId));
    const done = await erasePerson(db, userId, at);
    if (!done) return;
    if (!again) await deps.journal.record(userId, at);
    deps.accountChanged(userId);
    await deps.erased(userId).catch((err: unknown) => deps.log?.error({ err }, 'the other instances were not told of an erasure'));
    if (done.avatarKey) await deps.removePhoto(done.avatarKey).catch(() => undefined);
    // Replayed after a restore: they were told when it happened.
    if (again) return;
    const say = { locale: who?.locale ?? DEFAULT_LOCALE };
    await mail(
      done.email,
      say.locale,
      { kind: 'account-deleted', key: userId },
      {
        subject: m.mail_deleted_subject({}, say),
        paragraphs: [m.mail_deleted_body({}, say), m.mail_deleted_kept({}, say)],
      },
    ).catch((err: unknown) => deps.log?.error({ err }, 'the mail saying an account is deleted was not sent'));
  }

  /** Refuses while something must be settled first, in the person's words. */
  async function assertSettled(userId: string, at: Date) {
    const first = await settleFirst(db, userId, at);
    if (first.length) throw new AppError(409, 'settle_first', [PRIVACY_MESSAGES.settleFirst, ...first.map(settleSentence)].join(' '));
  }

  return {
    /** How the account's deletion is confirmed, and what must be settled first. */
    async deletionPlan(user: AuthUser): Promise<DeletionPlan> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      return { confirmWith: row?.passwordHash ? 'password' : 'email', settleFirst: await settleFirst(db, user.id, now()) };
    },

    /**
     * Deletes the account: with its password, at once; one that signs in only with Google is mailed
     * a link (DELETION_LINK_MINUTES) that proves the address is still theirs.
     */
    async deleteAccount(user: AuthUser, password: string | undefined): Promise<{ status: 'erased' | 'mailed' }> {
      await deps.limit('attempts', [{ key: `account-deletion:${user.id}`, max: 10, windowSeconds: 3600 }]);
      const at = now();
      const [row] = await db
        .select({ passwordHash: users.passwordHash, email: users.email, locale: profiles.locale, deletedAt: users.deletedAt })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, user.id));
      if (!row) throw notFound(PRIVACY_MESSAGES.linkGone);
      // A second device asking at the same moment: the account is already gone (nothing to confirm, nothing to mail).
      if (row.deletedAt) return { status: 'erased' };
      await assertSettled(user.id, at);
      if (row.passwordHash) {
        await deps.confirmPassword(user, password ?? '');
        await db.insert(accountDeletions).values({ userId: user.id, createdAt: at });
        await erase(user.id, at);
        return { status: 'erased' };
      }
      const token = randomToken();
      await db.transaction(async (tx) => {
        // One link at a time: asking again replaces the last.
        await tx.delete(accountDeletions).where(and(eq(accountDeletions.userId, user.id), isNull(accountDeletions.erasedAt)));
        await tx
          .insert(accountDeletions)
          .values({ userId: user.id, createdAt: at, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + DELETION_LINK_MINUTES * 60_000) });
      });
      const link = `${deps.publicUrl}${paths.deleteAccount.getHref()}#token=${token}`;
      const say = { locale: row.locale ?? DEFAULT_LOCALE };
      await mail(
        row.email,
        say.locale,
        { kind: 'account-deletion', key: token.slice(0, 8) },
        {
          subject: m.mail_delete_confirm_subject({}, say),
          paragraphs: [m.mail_delete_confirm_body({ minutes: DELETION_LINK_MINUTES }, say), link, m.mail_delete_confirm_not_you({}, say)],
          action: { label: m.mail_delete_confirm_action({}, say), url: link },
        },
      );
      return { status: 'mailed' };
    },

    /** The mailed link, opened signed in to the account it was sent to: the account goes. */
    async confirmDeletion(user: AuthUser, token: string): Promise<void> {
      await deps.limit('attempts', [{ key: `account-deletion:${user.id}`, max: 10, windowSeconds: 3600 }]);
      const at = now();
      const [row] = await db
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(
          and(
            eq(accountDeletions.userId, user.id),
            eq(accountDeletions.tokenHash, hashToken(token)),
            isNull(accountDeletions.erasedAt),
            gt(accountDeletions.expiresAt, at),
          ),
        );
      if (!row) throw new AppError(410, 'deletion_link_gone', PRIVACY_MESSAGES.linkGone);
      await assertSettled(user.id, at);
      await erase(user.id, at);
    },

    /**
     * At start: anyone the journal says was erased and the database still holds (a backup restored
     * from before) is erased again. How many.
     */
    async replayErasures(): Promise<number> {
      const journal = await deps.journal.read();
      const again = new Set(await notErased(db, [...new Set(journal.map((e) => e.userId))]));
      let replayed = 0;
      for (const entry of journal) {
        if (!again.delete(entry.userId)) continue;
        await erase(entry.userId, entry.at, { again: true });
        deps.log?.info({ userId: entry.userId }, 'an account erased after the backup was erased again');
        replayed++;
      }
      return replayed;
    },

    /**
     * The retention job (hourly; docs/PRIVACY.md "Keeping only what is needed"): what the schedule
     * says is kept no longer goes, each by the module that owns it. How many of each.
     */
    async retain(at = now()): Promise<Record<keyof typeof RETENTION, number>> {
      const ago = (days: number) => new Date(at.getTime() - days * DAY);
      const [exportRecords] = await Promise.all([
        db
          .delete(dataExports)
          .where(lt(dataExports.createdAt, ago(RETENTION.exportRecordDays)))
          .returning({ id: dataExports.id }),
        // Links to confirm a deletion that were never used.
        db.delete(accountDeletions).where(and(isNull(accountDeletions.erasedAt), lt(accountDeletions.expiresAt, at))),
      ]);
      return {
        unconfirmedAccountDays: await removeUnconfirmed(db, ago(RETENTION.unconfirmedAccountDays)),
        unconfirmedSubscriberDays: await pruneUnconfirmedSubscribers(db, at),
        notificationDays: await pruneNotifications(db, ago(RETENTION.notificationDays)),
        conversationDays: await pruneConversations(db, ago(RETENTION.conversationDays)),
        roomChatDays: await pruneChat(db, ago(RETENTION.roomChatDays)),
        inboxDays: await pruneInbox(db, ago(RETENTION.inboxDays)),
        mailFileDays: await pruneMailFiles(deps.dataDir, ago(RETENTION.mailFileDays)),
        exportRecordDays: exportRecords.length,
      };
    },

    /** A request to correct what the person cannot edit themselves (CORRECTIONS_PER_DAY a day). */
    async requestCorrection(user: AuthUser, input: z.output<typeof CorrectionRequestSchema>): Promise<Correction> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        // One person's requests are counted one at a time (two sent at once count as two).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`corrections:${user.id}`}, 0))`);
        const [today] = await tx
          .select({ n: count() })
          .from(correctionRequests)
          .where(and(eq(correctionRequests.userId, user.id), gt(correctionRequests.createdAt, new Date(at.getTime() - DAY))));
        if ((today?.n ?? 0) >= CORRECTIONS_PER_DAY) throw new AppError(429, 'too_many_corrections', PRIVACY_MESSAGES.tooManyCorrections);
        return one(
          await tx
            .insert(correctionRequests)
            .values({ userId: user.id, ...input, createdAt: at })
            .returning(),
        );
      });
      return toCorrection(row);
    },

    /** The person's requests, newest first, with their answers. */
    async corrections(user: AuthUser): Promise<Correction[]> {
      const rows = await db
        .select()
        .from(correctionRequests)
        .where(eq(correctionRequests.userId, user.id))
        .orderBy(desc(correctionRequests.createdAt))
        .limit(20);
      return rows.map(toCorrection);
    },

    /** For admins: the open requests, oldest first (who asked with each). */
    /**
     * An admin looks at one person's profile and payments (docs/PRIVACY.md "Who read it"): only
     * with a reason, audited against them once an hour, the newest PERSON_ROWS of each part.
     */
    async person(admin: AuthUser, id: string, reason: string | undefined): Promise<PersonRecord> {
      if (!reason) throw new AppError(400, 'reason_required', PRIVACY_MESSAGES.viewReason, 'reason');
      const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!found) throw notFound(PRIVACY_MESSAGES.personNotFound);
      // By id, not address: the log outlives an erased account's address.
      await db.transaction((tx) =>
        auditReading(tx, admin, { action: 'person.viewed', targetType: 'user', targetIds: [id], said: { key: 'audit_person_viewed', values: { id, reason } } }),
      );
      const { sections } = await collect(db, id, { sections: PERSON_SECTIONS, rows: PERSON_ROWS });
      return {
        id,
        sections: sections.map((section) => ({
          key: section.key as PersonRecord['sections'][number]['key'],
          title: section.title(),
          // Only the fields that answer an admin's question leave (shared/person-fields.ts).
          rows: section.rows.map((row) =>
            Object.fromEntries(PERSON_FIELDS[section.key as PersonSection].filter((f) => Object.hasOwn(row, f.key)).map((f) => [f.key, forScreen(row[f.key])])),
          ),
          more: section.more,
        })),
      };
    },

    async openCorrections(): Promise<Correction[]> {
      const rows = await db
        .select({ request: correctionRequests, email: users.email, name: profiles.fullName })
        .from(correctionRequests)
        .innerJoin(users, eq(users.id, correctionRequests.userId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(correctionRequests.status, 'open'))
        .orderBy(correctionRequests.createdAt)
        .limit(100);
      return rows.map((r) => ({ ...toCorrection(r.request), requester: { id: r.request.userId, name: r.name ?? r.email, email: r.email } }));
    },

    /**
     * An admin answers a request, done or refused, in words the person reads in Settings and by
     * mail; the answer is in the audit log. Answered once (409 after).
     */
    async answerCorrection(admin: AuthUser, id: string, input: z.output<typeof CorrectionAnswerSchema>): Promise<Correction> {
      const at = now();
      const answered = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(correctionRequests).where(eq(correctionRequests.id, id)).for('update');
        if (!row) throw notFound(PRIVACY_MESSAGES.correctionNotFound);
        if (row.status !== 'open') throw new AppError(409, 'already_answered', PRIVACY_MESSAGES.correctionAnswered);
        const done = one(
          await tx
            .update(correctionRequests)
            .set({ status: input.status, answer: input.answer, answeredBy: admin.id, answeredAt: at })
            .where(eq(correctionRequests.id, id))
            .returning(),
        );
        await audit(tx, admin, {
          action: `correction.${input.status}`,
          targetType: 'user',
          targetId: row.userId,
          said: { key: input.status === 'done' ? 'audit_corrected' : 'audit_correction_refused', values: { field: row.field, answer: input.answer } },
        });
        return done;
      });
      const [who] = await db
        .select({ email: users.email, locale: profiles.locale })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, answered.userId));
      if (who) {
        const locale = who.locale ?? DEFAULT_LOCALE;
        const say = { locale };
        const field = inLocale(locale, () => correctionFieldName(answered.field as CorrectionField));
        const link = `${deps.publicUrl}${paths.profile.getHref()}`;
        await mail(
          who.email,
          locale,
          { kind: 'correction', key: answered.id },
          {
            subject: m.mail_correction_subject({}, say),
            paragraphs: [answered.status === 'done' ? m.mail_correction_done({ field }, say) : m.mail_correction_refused({ field }, say), input.answer],
            action: { label: m.mail_correction_action({}, say), url: link },
          },
        ).catch((err: unknown) => deps.log?.error({ err }, 'the mail answering a correction request was not sent'));
      }
      return toCorrection(answered);
    },

    /** Someone asks for their archive: one at a time, DATA_EXPORTS_PER_DAY a day. */
    async request(user: AuthUser): Promise<DataExport> {
      const at = now();
      const made = await db.transaction(async (tx) => {
        // One asking at a time per person (two clicks at once make one archive).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`data-export:${user.id}`}, 0))`);
        const recent = await tx
          .select({ status: dataExports.status, expiresAt: dataExports.expiresAt })
          .from(dataExports)
          .where(and(eq(dataExports.userId, user.id), gt(dataExports.createdAt, new Date(at.getTime() - 24 * HOUR))));
        // One open at a time: while one is prepared, or ready and its link still works, another would
        // be the same archive again (a second click lands after the first is ready: it is not asked twice).
        if (recent.some((r) => r.status === 'preparing')) throw new AppError(409, 'export_preparing', PRIVACY_MESSAGES.preparing);
        const until = recent.find((r) => r.status === 'ready' && r.expiresAt && r.expiresAt > at)?.expiresAt;
        if (until) throw new AppError(409, 'export_ready', PRIVACY_MESSAGES.ready({ when: formatWhen(until) }));
        if (recent.length >= DATA_EXPORTS_PER_DAY) throw new AppError(429, 'too_many_exports', PRIVACY_MESSAGES.tooMany);
        return one(await tx.insert(dataExports).values({ userId: user.id, createdAt: at }).returning());
      });
      deps.later('data export', async () => {
        await prepare(made.id);
      });
      return toExport(made, at);
    },

    /** A person's archives, newest first (Settings → Privacy shows where each stands). */
    async list(user: AuthUser): Promise<DataExport[]> {
      const rows = await db.select(shownColumns).from(dataExports).where(eq(dataExports.userId, user.id)).orderBy(desc(dataExports.createdAt)).limit(10);
      const at = now();
      return rows.map((r) => toExport(r, at));
    },

    /**
     * The archive, once, to the account it was made for, with the mailed link's secret; its bytes go
     * as it is handed over. Someone else's, a wrong secret: not found. Used or run out: gone (410).
     */
    async download(user: AuthUser, id: string, token: string): Promise<{ filename: string; archive: Buffer }> {
      await deps.limit('attempts', [{ key: `data-export:${user.id}`, max: 20, windowSeconds: 600 }]);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.id, id), eq(dataExports.userId, user.id)))
          .for('update');
        if (!row || !row.tokenHash || row.tokenHash !== hashToken(token)) throw notFound(PRIVACY_MESSAGES.gone);
        if (row.status !== 'ready' || !row.archive || !row.expiresAt || row.expiresAt <= at) throw new AppError(410, 'export_gone', PRIVACY_MESSAGES.gone);
        await tx.update(dataExports).set({ status: 'downloaded', downloadedAt: at, archive: null }).where(eq(dataExports.id, id));
        return { filename: `nafasi-data-${at.toISOString().slice(0, 10)}.zip`, archive: row.archive };
      });
    },

    /**
     * The minute job: archives whose server stopped while preparing them are prepared again; those
     * past their hour lose their bytes (the row stays, the record that it was given). How many of each.
     */
    async sweep(): Promise<{ prepared: number; expired: number }> {
      const at = now();
      const stale = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(and(eq(dataExports.status, 'preparing'), lt(dataExports.createdAt, new Date(at.getTime() - EXPORT_STALE_MS))))
        .limit(20);
      let prepared = 0;
      for (const { id } of stale) if (await prepare(id).catch(() => false)) prepared++;
      const expired = await db
        .update(dataExports)
        .set({ status: 'expired', archive: null })
        .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, at)))
        .returning({ id: dataExports.id });
      // Those tried as often as they may be, long ago, are given up on.
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(
          and(
            eq(dataExports.status, 'preparing'),
            sql`${dataExports.attempts} >= ${EXPORT_MAX_ATTEMPTS}`,
            lt(dataExports.createdAt, new Date(at.getTime() - EXPORT_STALE_MS)),
          ),
        );
      return { prepared, expired: expired.length };
    },
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
