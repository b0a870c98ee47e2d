import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { DEFAULT_LOCALE, m } from '@nafasi/shared/i18n';
import { paths } from '@nafasi/shared/paths';
import { DATA_EXPORT_HOURS, DATA_EXPORTS_PER_DAY, PRIVACY_MESSAGES, type DataExport } from '@nafasi/shared/privacy';
import type { Db } from '../../db/client.ts';
import { dataExports, profiles, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inLocale } from '../../lib/locale.ts';
import type { Mailer } from '../../lib/mail.ts';
import { laidOutMail } from '../../lib/mail-layout.tsx';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { one } from '../../lib/rows.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { archiveOf, collect } from './archive.tsx';

const HOUR = 3_600_000;
/** An archive still preparing this long after it was asked for (its server stopped): prepared again. */
export const EXPORT_STALE_MS = 10 * 60_000;
/** Tries before an archive is given up as failed. */
const EXPORT_MAX_ATTEMPTS = 3;

type Row = typeof dataExports.$inferSelect;
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
  deps: { mailer: Mailer; publicUrl: string; limit: RateLimiter; later: (what: string, task: () => Promise<void>) => void; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

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
      await deps.mailer.send(
        await laidOutMail(
          who.email,
          {
            subject: m.mail_export_subject({}, say),
            heading: m.mail_export_subject({}, say),
            paragraphs: [inLocale(locale, () => m.mail_export_body({ when: formatDayAndClock(expiresAt) }, say)), link, m.mail_export_not_you({}, say)],
            action: { label: m.mail_export_action({}, say), url: link },
            locale,
          },
          deps.publicUrl,
          { kind: 'data-export', key: id },
        ),
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

  return {
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
        if (until) throw new AppError(409, 'export_ready', PRIVACY_MESSAGES.ready({ when: formatDayAndClock(until) }));
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
