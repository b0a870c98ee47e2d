import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import {
  COMPANY_INVITATION_DAYS,
  COMPANY_MESSAGES,
  type Company,
  type CompanyDetail,
  type CompanyInput,
  type CompanyInvitation,
  type CompanyRole,
  type CompanyStatement,
  type InvitationPreview,
  type InviteInput,
} from '@nafasi/shared/companies';
import { emailName } from '@nafasi/shared/auth';
import { DEFAULT_LOCALE, m, type Locale } from '@nafasi/shared/i18n';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import { mpesaAmount } from '@nafasi/shared/payments';
import { addMonths, nairobiDate, nairobiMonth } from '@nafasi/shared/time';
import { paths } from '@nafasi/shared/paths';
import type { Db } from '../../db/client.ts';
import {
  bankCredits,
  bookings,
  c2bTransactions,
  companies,
  companyInvitations,
  companyMembers,
  companyStatementMails,
  mpesaPayments,
  paymentParts,
  profiles,
  spaces,
  users,
} from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { laidOutMail } from '../../lib/mail-layout.tsx';
import { csvText } from '../../lib/csv.ts';
import { inLocale } from '../../lib/locale.ts';
import { statementFileName, statementPdf, statementRows } from './statement-files.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { one } from '../../lib/rows.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';

/**
 * Company accounts (docs/COMPANIES.md): a company's details and people, invitations by e-mail,
 * who may book on its account, and its monthly statement. Bookings on the account are the bookings
 * module's (company_id); this module says who belongs.
 */

const DAY = 86_400_000;
const whoOf = (r: { name: string | null; email: string }) => r.name || emailName(r.email);

/**
 * Whether someone is a live member of the company a row names (`admin`: one of its admins), for a
 * query's select or where: who sees a booking on a company's account and its documents.
 */
export const inCompanyOf = (companyId: AnyColumn, userId: string, role?: CompanyRole) =>
  sql<boolean>`exists (select 1 from ${companyMembers} cm where cm.company_id = ${companyId} and cm.user_id = ${userId} and cm.left_at is null${role ? sql` and cm.role = ${role}` : sql``})`.mapWith(
    Boolean,
  );

/** Someone's live membership of a company (their role), or null. */
/**
 * Someone's live membership; `lock` holds the row (FOR UPDATE) until the transaction ends, which
 * waits for a booking on the account that holds it (nafasi_book takes it FOR SHARE) to commit.
 */
async function membershipIn(q: Pick<Db, 'select'>, companyId: string, userId: string, lock = false): Promise<{ role: CompanyRole } | null> {
  const query = q
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(companyMembers.leftAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function companiesService(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string; limit: RateLimiter; later: (what: string, task: () => Promise<void>) => void; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  /** Someone's live membership of a company, or null. */
  const membership = (userId: string, companyId: string) => membershipIn(db, companyId, userId);

  /** A member's company: someone outside it is told it does not exist; a member who is no admin, that admins only may. */
  async function requireRole(user: AuthUser, companyId: string, role: CompanyRole) {
    const mine = await membership(user.id, companyId);
    if (!mine) throw notFound(COMPANY_MESSAGES.notFound);
    if (role === 'admin' && mine.role !== 'admin') throw new AppError(403, 'company_admins_only', COMPANY_MESSAGES.adminsOnly);
    return mine;
  }

  async function companiesOf(userId: string, companyId?: string): Promise<Company[]> {
    const rows = await db
      .select({
        company: companies,
        role: companyMembers.role,
        members: sql<number>`(select count(*) from ${companyMembers} cm where cm.company_id = ${companies.id} and cm.left_at is null)`.mapWith(Number),
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.leftAt), companyId ? eq(companies.id, companyId) : undefined))
      .orderBy(asc(companies.name));
    return rows.map(({ company: c, role, members }) => ({
      id: c.id,
      name: c.name,
      kraPin: c.kraPin,
      postalAddress: c.postalAddress,
      billingEmail: c.billingEmail,
      role,
      members,
      createdAt: c.createdAt.toISOString(),
    }));
  }

  async function openInvitations(companyId: string): Promise<CompanyInvitation[]> {
    const rows = await db
      .select({ invitation: companyInvitations, name: profiles.fullName, email: users.email })
      .from(companyInvitations)
      .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
      .leftJoin(profiles, eq(profiles.userId, companyInvitations.invitedBy))
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
          gt(companyInvitations.expiresAt, now()),
        ),
      )
      .orderBy(desc(companyInvitations.createdAt));
    return rows.map(({ invitation: i, name, email }) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      invitedBy: email ? whoOf({ name, email }) : '',
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    }));
  }

  /** An open invitation by its link's token, locked for the caller's transaction. */
  async function invitationByToken(tx: Pick<Db, 'select'>, token: string, lock: boolean) {
    const query = tx
      .select({ invitation: companyInvitations, companyName: companies.name })
      .from(companyInvitations)
      .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
      .where(eq(companyInvitations.tokenHash, hashToken(token)));
    const [row] = lock ? await query.for('update', { of: companyInvitations }) : await query;
    // Used, withdrawn, run out or never sent: one answer, which says what to do.
    if (!row || row.invitation.acceptedAt || row.invitation.revokedAt || row.invitation.expiresAt <= now())
      throw new AppError(410, 'invitation_gone', COMPANY_MESSAGES.invitationGone);
    return row;
  }

  /**
   * The company's row locked: changes to its people are made one at a time (the last admin stays).
   * NO KEY UPDATE: a booking being written on the account (its foreign key's KEY SHARE) is not
   * blocked, so a member's removal waits for their booking's membership lock without a deadlock.
   */
  const lockCompany = (tx: Pick<Db, 'select'>, companyId: string) =>
    tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');

  async function adminsLeft(tx: Pick<Db, 'select'>, companyId: string, without: string) {
    const [row] = await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.role, 'admin'),
          isNull(companyMembers.leftAt),
          sql`${companyMembers.userId} <> ${without}`,
        ),
      );
    return row?.n ?? 0;
  }

  async function localeOfAddress(email: string, fallback: Locale): Promise<Locale> {
    const [row] = await db.select({ locale: profiles.locale }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.email, email));
    return row?.locale ?? fallback;
  }

  /** Someone's name as others read it (their e-mail's name when they gave none), or null. */
  async function nameOf(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ name: profiles.fullName, email: users.email })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    return row ? whoOf(row) : null;
  }

  /** Links tried by one person: a few a minute is plenty for someone opening their mail; a guesser gets nowhere. */
  const tokenTries = (user: AuthUser) => deps.limit('attempts', [{ key: `company:token:${user.id}`, max: 20, windowSeconds: 600 }]);

  return {
    membership,
    requireRole,

    /** The companies the caller belongs to, with their role in each. */
    mine: (user: AuthUser) => companiesOf(user.id),

    /** A new company: its creator is its first admin. */
    async create(user: AuthUser, input: CompanyInput): Promise<Company> {
      await deps.limit('attempts', [{ key: `company:create:${user.id}`, max: 10, windowSeconds: 86_400 }]);
      const id = await db.transaction(async (tx) => {
        const made = one(
          await tx
            .insert(companies)
            .values({ ...input, createdBy: user.id })
            .returning({ id: companies.id }),
        );
        await tx.insert(companyMembers).values({ companyId: made.id, userId: user.id, role: 'admin', joinedAt: now() });
        return made.id;
      });
      return one(await companiesOf(user.id, id));
    },

    /** A company with its people (and, for its admins, the invitations still open). */
    async detail(user: AuthUser, companyId: string): Promise<CompanyDetail> {
      const mine = await requireRole(user, companyId, 'member');
      const [company] = await companiesOf(user.id, companyId);
      if (!company) throw notFound(COMPANY_MESSAGES.notFound);
      const people = await db
        .select({ member: companyMembers, name: profiles.fullName, email: users.email })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .leftJoin(profiles, eq(profiles.userId, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.leftAt)))
        .orderBy(asc(companyMembers.joinedAt));
      return {
        ...company,
        people: people.map(({ member, name, email }) => ({
          userId: member.userId,
          name: whoOf({ name, email }),
          email,
          role: member.role,
          joinedAt: member.joinedAt.toISOString(),
        })),
        invitations: mine.role === 'admin' ? await openInvitations(companyId) : [],
      };
    },

    /** Its admins correct its details; bookings already invoiced keep the details they were sold with. */
    async update(user: AuthUser, companyId: string, input: CompanyInput): Promise<Company> {
      await requireRole(user, companyId, 'admin');
      await deps.limit('attempts', [{ key: `company:update:${companyId}`, max: 30, windowSeconds: 3600 }]);
      await db
        .update(companies)
        .set({ ...input, updatedAt: now() })
        .where(eq(companies.id, companyId));
      return one(await companiesOf(user.id, companyId));
    },

    /**
     * Invites someone by e-mail (again: the new link replaces the old). The mail goes after the
     * answer; a company sends at most 30 an hour, a person 60 a day.
     */
    async invite(user: AuthUser, companyId: string, input: InviteInput & { role: CompanyRole }, locale: Locale = DEFAULT_LOCALE): Promise<CompanyInvitation> {
      await requireRole(user, companyId, 'admin');
      await deps.limit('invitations', [
        { key: `company:invite:${companyId}`, max: 30, windowSeconds: 3600 },
        { key: `company:invite:by:${user.id}`, max: 60, windowSeconds: 86_400 },
      ]);
      const [already] = await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, companyId), eq(users.email, input.email), isNull(companyMembers.leftAt)));
      if (already) throw new AppError(409, 'already_member', COMPANY_MESSAGES.alreadyMember, 'email');
      const token = randomToken();
      const at = now();
      const made = await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        await tx
          .update(companyInvitations)
          .set({ revokedAt: at })
          .where(
            and(
              eq(companyInvitations.companyId, companyId),
              eq(companyInvitations.email, input.email),
              isNull(companyInvitations.acceptedAt),
              isNull(companyInvitations.revokedAt),
            ),
          );
        return one(
          await tx
            .insert(companyInvitations)
            .values({
              companyId,
              email: input.email,
              role: input.role,
              tokenHash: hashToken(token),
              invitedBy: user.id,
              expiresAt: new Date(at.getTime() + COMPANY_INVITATION_DAYS * DAY),
              createdAt: at,
            })
            .returning(),
        );
      });
      const [company] = await companiesOf(user.id, companyId);
      const by = (await nameOf(user.id)) ?? user.email;
      const link = `${deps.publicUrl}${paths.companyInvite.getHref()}#token=${token}`;
      deps.later('company invitation mail', async () => {
        const say = { locale: await localeOfAddress(input.email, locale) };
        const name = company?.name ?? '';
        await deps.mailer.send(
          await laidOutMail(
            input.email,
            {
              subject: m.mail_company_invite_subject({ company: name }, say),
              heading: m.mail_company_invite_heading({ company: name }, say),
              paragraphs: [
                m.mail_company_invite_body({ name: by, company: name }, say),
                m.mail_company_invite_expires({ days: COMPANY_INVITATION_DAYS }, say),
                link,
              ],
              action: { label: m.mail_company_invite_action({}, say), url: link },
              locale: say.locale,
            },
            deps.publicUrl,
            { kind: 'company-invite', key: made.id },
          ),
        );
      });
      return {
        id: made.id,
        email: made.email,
        role: made.role,
        invitedBy: by,
        expiresAt: made.expiresAt.toISOString(),
        createdAt: made.createdAt.toISOString(),
      };
    },

    async revokeInvitation(user: AuthUser, companyId: string, invitationId: string): Promise<void> {
      await requireRole(user, companyId, 'admin');
      const done = await db
        .update(companyInvitations)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(companyInvitations.id, invitationId),
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
          ),
        )
        .returning({ id: companyInvitations.id });
      if (!done.length) throw new AppError(410, 'invitation_gone', COMPANY_MESSAGES.invitationGone);
    },

    /** What an invitation's link offers, for the address it was sent to. */
    async preview(user: AuthUser, token: string): Promise<InvitationPreview> {
      await tokenTries(user);
      const { invitation: i, companyName } = await invitationByToken(db, token, false);
      if (i.email !== user.email.toLowerCase()) throw new AppError(403, 'other_address', COMPANY_MESSAGES.invitationOtherAddress(i.email));
      const invitedBy = i.invitedBy ? ((await nameOf(i.invitedBy)) ?? '') : '';
      return { companyName, invitedBy, email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString() };
    },

    /** Joins the company the link invites to: once, by the account of the address it was sent to. */
    async accept(user: AuthUser, token: string): Promise<Company> {
      await tokenTries(user);
      const companyId = await db.transaction(async (tx) => {
        const { invitation: i } = await invitationByToken(tx, token, true);
        if (i.email !== user.email.toLowerCase()) throw new AppError(403, 'other_address', COMPANY_MESSAGES.invitationOtherAddress(i.email));
        await lockCompany(tx, i.companyId);
        if (await membershipIn(tx, i.companyId, user.id)) throw new AppError(409, 'already_member', COMPANY_MESSAGES.alreadyMember);
        await tx.update(companyInvitations).set({ acceptedAt: now(), acceptedBy: user.id }).where(eq(companyInvitations.id, i.id));
        await tx.insert(companyMembers).values({ companyId: i.companyId, userId: user.id, role: i.role, joinedAt: now() });
        return i.companyId;
      });
      return one(await companiesOf(user.id, companyId));
    },

    /** An admin changes someone's role; the company always keeps an admin. */
    async setRole(user: AuthUser, companyId: string, userId: string, role: CompanyRole): Promise<void> {
      await requireRole(user, companyId, 'admin');
      await deps.limit('attempts', [{ key: `company:people:${companyId}`, max: 120, windowSeconds: 3600 }]);
      await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        if (!(await membershipIn(tx, companyId, userId))) throw notFound(COMPANY_MESSAGES.memberNotFound);
        if (role === 'member' && (await adminsLeft(tx, companyId, userId)) === 0) throw new AppError(409, 'last_admin', COMPANY_MESSAGES.lastAdmin);
        await tx
          .update(companyMembers)
          .set({ role })
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(companyMembers.leftAt)));
      });
    },

    /**
     * Someone leaves (themselves) or is removed (by an admin): from now on they neither book on the
     * account nor see its bookings; the bookings they made stay the company's.
     */
    async remove(user: AuthUser, companyId: string, userId: string): Promise<void> {
      await requireRole(user, companyId, userId === user.id ? 'member' : 'admin');
      await deps.limit('attempts', [{ key: `company:people:${companyId}`, max: 120, windowSeconds: 3600 }]);
      await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        // Held first, so a booking on the account in flight commits before the time of leaving is
        // read: the recorded time is after every booking they made as a member.
        const theirs = await membershipIn(tx, companyId, userId, true);
        if (!theirs) throw notFound(COMPANY_MESSAGES.memberNotFound);
        if (theirs.role === 'admin' && (await adminsLeft(tx, companyId, userId)) === 0) throw new AppError(409, 'last_admin', COMPANY_MESSAGES.lastAdmin);
        await tx
          .update(companyMembers)
          .set({ leftAt: now() })
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(companyMembers.leftAt)));
      });
      // Someone removed by an admin is told, in their language.
      if (userId !== user.id)
        deps.later('company removal mail', async () => {
          const [who] = await db
            .select({ email: users.email, locale: profiles.locale })
            .from(users)
            .leftJoin(profiles, eq(profiles.userId, users.id))
            .where(eq(users.id, userId));
          const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
          if (!who || !company) return;
          const say = { locale: who.locale ?? DEFAULT_LOCALE };
          await deps.mailer.send(
            await laidOutMail(
              who.email,
              {
                subject: m.mail_company_removed_subject({ company: company.name }, say),
                heading: m.mail_company_removed_subject({ company: company.name }, say),
                paragraphs: [m.mail_company_removed_body({ company: company.name }, say)],
                locale: say.locale,
              },
              deps.publicUrl,
              { kind: 'company-removed', key: `${companyId}:${userId}:${now().toISOString()}` },
            ),
          );
        });
    },

    /** Who a booking on the company's account is sold to (its invoice names them), for a live member; else refused. */
    async buyer(userId: string, companyId: string): Promise<{ name: string; pin: string; address: string }> {
      const [row] = await db
        .select({ name: companies.name, pin: companies.kraPin, address: companies.postalAddress })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(companyMembers.leftAt)));
      if (!row) throw new AppError(403, 'not_member', COMPANY_MESSAGES.notMember, 'companyId');
      return row;
    },

    /**
     * A month of the company's account (Nairobi's calendar month): the invoices issued in it and where
     * each one's money stands now, the payments that came in it toward any of its bookings, and the
     * totals. For its admins.
     */
    async statement(user: AuthUser, companyId: string, month: string): Promise<CompanyStatement> {
      await requireRole(user, companyId, 'admin');
      return statementOf(companyId, month);
    },

    /**
     * Mails each company the statement of the Nairobi month just ended (PDF and CSV attached) at its
     * billing address, once: the company and month are taken before sending (so two instances never
     * both send) and given back when sending fails (the next run tries again). Companies with
     * nothing in the month get none. Run hourly; answers how many were sent.
     */
    async mailStatements(at = now()): Promise<number> {
      const month = addMonths(`${nairobiDate(at).slice(0, 7)}-01`, -1).slice(0, 7);
      const { from, to } = nairobiMonth(month);
      const due = await db
        .select({ id: companies.id, billingEmail: companies.billingEmail, name: companies.name, createdBy: companies.createdBy })
        .from(companies)
        .where(
          and(
            sql`not exists (select 1 from ${companyStatementMails} sm where sm.company_id = ${companies.id} and sm.month = ${month})`,
            sql`exists (select 1 from ${bookings} b where b.company_id = ${companies.id} and b.created_at >= ${from.toISOString()}::timestamptz and b.created_at < ${to.toISOString()}::timestamptz)
              or exists (select 1 from ${paymentParts} pp join ${bookings} b on b.id = pp.booking_id where b.company_id = ${companies.id} and pp.paid_at >= ${from.toISOString()}::timestamptz and pp.paid_at < ${to.toISOString()}::timestamptz)`,
          ),
        );
      let sent = 0;
      const failed: unknown[] = [];
      for (const company of due) {
        const [taken] = await db.insert(companyStatementMails).values({ companyId: company.id, month, sentAt: at }).onConflictDoNothing().returning();
        if (!taken) continue;
        try {
          // In the language of whoever reads the billing address on Nafasi, else of the company's creator.
          const [creator] = company.createdBy ? await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, company.createdBy)) : [];
          const locale = await localeOfAddress(company.billingEmail, creator?.locale ?? DEFAULT_LOCALE);
          const mail = await inLocale(locale, async () => {
            const statement = await statementOf(company.id, month);
            const url = `${deps.publicUrl}${paths.company.getHref(company.id)}`;
            const laidOut = await laidOutMail(
              company.billingEmail,
              {
                subject: m.mail_company_statement_subject({ company: company.name, month }),
                heading: m.mail_company_statement_heading({ month }),
                paragraphs: [
                  m.mail_company_statement_body({
                    company: company.name,
                    invoiced: formatKsh(statement.totals.invoiced),
                    received: formatKsh(statement.totals.received),
                    owed: formatKsh(statement.totals.owed),
                  }),
                ],
                action: { label: m.mail_company_statement_action(), url },
                locale,
              },
              deps.publicUrl,
              { kind: 'company-statement', key: `${company.id}:${month}` },
            );
            return {
              ...laidOut,
              attachments: [
                {
                  filename: statementFileName(statement, 'pdf'),
                  content: (await statementPdf(statement)).toString('base64'),
                  contentType: 'application/pdf',
                  encoding: 'base64' as const,
                },
                { filename: statementFileName(statement, 'csv'), content: csvText(statementRows(statement)), contentType: 'text/csv; charset=utf-8' },
              ],
            };
          });
          await deps.mailer.send(mail);
          sent++;
        } catch (err) {
          await db.delete(companyStatementMails).where(and(eq(companyStatementMails.companyId, company.id), eq(companyStatementMails.month, month)));
          failed.push(err);
        }
      }
      // One company's refused mail does not hold back the others'; the job's log says it failed.
      if (failed.length) throw new AggregateError(failed, `${failed.length} company statement mail(s) failed; they are tried again next time`);
      return sent;
    },
  };

  /** A month of a company's account (see `statement`), for whoever may read it. */
  async function statementOf(companyId: string, month: string): Promise<CompanyStatement> {
    const { from, to } = nairobiMonth(month);
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound(COMPANY_MESSAGES.notFound);
    const issued = await db
      .select({
        booking: bookings,
        spaceName: spaces.title,
        name: profiles.fullName,
        email: users.email,
        paid: sql<string>`(select coalesce(sum(pp.amount_cents), 0) from ${paymentParts} pp where pp.booking_id = ${bookings.id} and pp.returned_at is null)`,
      })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId))
      .where(and(eq(bookings.companyId, companyId), gte(bookings.createdAt, from), lt(bookings.createdAt, to)))
      .orderBy(asc(bookings.createdAt));
    const payments = await db
      .select({
        part: paymentParts,
        invoiceId: bookings.invoiceId,
        mpesaReceipt: mpesaPayments.receipt,
        bankRef: bankCredits.bankRef,
        transId: c2bTransactions.transId,
      })
      .from(paymentParts)
      .innerJoin(bookings, eq(bookings.id, paymentParts.bookingId))
      .leftJoin(mpesaPayments, eq(mpesaPayments.id, paymentParts.mpesaPaymentId))
      .leftJoin(c2bTransactions, eq(c2bTransactions.transId, paymentParts.c2bTransId))
      .leftJoin(bankCredits, eq(bankCredits.id, paymentParts.bankCreditId))
      .where(and(eq(bookings.companyId, companyId), gte(paymentParts.paidAt, from), lt(paymentParts.paidAt, to)))
      .orderBy(asc(paymentParts.paidAt));
    const live = (status: string) => status === 'requested' || status === 'pending' || status === 'confirmed';
    const invoices = issued.map(({ booking: b, spaceName, name, email, paid }) => {
      // A booking paid another way (an admin marked it paid) is paid whole; the due is M-Pesa's whole shillings.
      const paidCents = b.paymentStatus === 'paid' ? b.totalCents : Math.min(Number(paid), b.totalCents);
      const owedCents = live(b.status) && b.paymentStatus === 'pending' ? Math.max(0, mpesaAmount(b.totalCents) * 100 - Number(paid)) : 0;
      return {
        bookingId: b.id,
        invoiceId: b.invoiceId,
        reference: b.reference,
        issuedAt: b.createdAt.toISOString(),
        bookedBy: whoOf({ name, email }),
        spaceName,
        startTime: b.startTime.toISOString(),
        status: b.status,
        total: centsToKsh(b.totalCents),
        paid: centsToKsh(paidCents),
        owed: centsToKsh(owedCents),
        cents: { total: live(b.status) ? b.totalCents : 0, owed: owedCents },
      };
    });
    const received = payments.reduce((a, p) => a + (p.part.returnedAt ? 0 : p.part.amountCents), 0);
    return {
      month,
      company: { name: company.name, kraPin: company.kraPin, postalAddress: company.postalAddress, billingEmail: company.billingEmail },
      invoices: invoices.map(({ cents: _cents, ...row }) => row),
      payments: payments
        .filter((p) => !p.part.returnedAt)
        .map((p) => ({
          receivedAt: p.part.paidAt.toISOString(),
          via: p.part.bankCreditId ? ('bank' as const) : ('mpesa' as const),
          receipt: p.bankRef ?? p.mpesaReceipt ?? p.transId ?? '',
          invoiceId: p.invoiceId,
          amount: centsToKsh(p.part.amountCents),
        })),
      totals: {
        invoiced: centsToKsh(invoices.reduce((a, r) => a + r.cents.total, 0)),
        received: centsToKsh(received),
        owed: centsToKsh(invoices.reduce((a, r) => a + r.cents.owed, 0)),
      },
    };
  }
}

export type CompaniesService = ReturnType<typeof companiesService>;

/**
 * Deleting an account (the caller checked it is no company's last admin): it leaves its companies
 * at once, and invitations to its address go. The bookings it made stay the companies'.
 */
export async function eraseMember(tx: Db, userId: string, email: string, at: Date) {
  await tx
    .update(companyMembers)
    .set({ leftAt: at })
    .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.leftAt)));
  await tx.delete(companyInvitations).where(eq(companyInvitations.email, email));
}
