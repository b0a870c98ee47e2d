import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { m } from '@nafasi/shared/i18n';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import { REFUND_REASONS, type BankCredit, type BankImportLine, type BankStatement } from '@nafasi/shared/payments';
import type { Db } from '../../db/client.ts';
import { bankCredits, bankStatements, bookings, paymentParts } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { retryingConflicts } from '../../lib/conflicts.ts';
import { inLocale } from '../../lib/locale.ts';
import { one } from '../../lib/rows.ts';
import { bookingReferences, readStatement, type StatementLine } from './bank-statements.ts';
import { received } from './ledger.ts';
import { countPayment, owedCents } from './parts.ts';
import { oweRefund } from './refunds.ts';

/*
 * Bank transfers and Pesalink (docs/PAYMENTS.md "Bank transfers"). A guest or a company pays into
 * Nafasi's bank account with the booking's reference; an admin (or the import job) loads the bank's
 * statement (camt.053 or MT940, bank-statements.ts). Each credit is money received (the ledger's
 * bank account), then paid to the bookings its text names, in the order it names them: each booking
 * takes what it still owes (a part when the credit falls short, the rest owed); what is left over is
 * owed back; a credit that names no booking, is not in shillings or can pay nothing is held for an
 * admin, who matches it by hand. A credit is read once however many statements show it.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What became of a credit, for its line in the report and its row. */
interface Settled {
  status: 'matched' | 'part' | 'over' | 'held';
  bookings: string[];
  note: string | null;
}

/**
 * Pays the bookings `references` name from a credit of `cents`, in order, in the caller's
 * transaction; the excess is owed back (by bank, by an admin). Held when nothing could be paid.
 */
async function settleCredit(
  tx: Tx,
  credit: { id: string; amountCents: number; payer: string | null; bankRef: string },
  references: string[],
  feePercent: number,
  now: Date,
): Promise<Settled> {
  if (!references.length) return { status: 'held', bookings: [], note: inLocale('en', () => m.bank_held_no_reference()) };
  const named = await tx
    .select({ id: bookings.id, reference: bookings.reference, status: bookings.status, paymentStatus: bookings.paymentStatus, totalCents: bookings.totalCents })
    .from(bookings)
    .where(inArray(sql`upper(${bookings.reference})`, references));
  const byReference = new Map(named.map((b) => [b.reference.toUpperCase(), b]));
  let left = credit.amountCents;
  const paid: string[] = [];
  let short = false;
  let lastId: string | null = null;
  for (const reference of references) {
    const booking = byReference.get(reference);
    if (!booking || left === 0) continue;
    if (booking.status !== 'pending' || booking.paymentStatus !== 'pending') continue;
    const owed = await owedCents(tx, booking);
    const take = Math.min(left, owed);
    if (take <= 0) continue;
    const counted = await countPayment(
      tx,
      { bookingId: booking.id, source: { bankCreditId: credit.id }, cents: take, payer: credit.payer, ledgerRef: `bank:${credit.bankRef}`, feePercent },
      now,
    );
    if (counted.outcome === 'not_payable') continue;
    left -= take;
    paid.push(booking.reference);
    lastId = booking.id;
    if (counted.outcome === 'part') short = true;
  }
  if (!paid.length) return { status: 'held', bookings: [], note: inLocale('en', () => m.bank_held_nothing_payable({ references: references.join(', ') })) };
  if (left > 0) {
    await oweRefund(tx, {
      kind: 'overpaid',
      bookingId: lastId,
      bankCreditId: credit.id,
      amountCents: left,
      phone: null,
      reason: REFUND_REASONS.over(formatKsh(centsToKsh(credit.amountCents)), formatKsh(centsToKsh(credit.amountCents - left))),
    });
    return { status: 'over', bookings: paid, note: null };
  }
  return { status: short ? 'part' : 'matched', bookings: paid, note: null };
}

const toCredit = (row: typeof bankCredits.$inferSelect, paidBookings: string[]): BankCredit => ({
  id: row.id,
  bankRef: row.bankRef,
  bookedOn: row.bookedOn,
  amount: centsToKsh(row.amountCents),
  currency: row.currency,
  payer: row.payer,
  text: row.text,
  status: row.status,
  note: row.note,
  bookings: paidBookings,
});

export function bankService(db: Db, options: { feePercent: number; now?: () => Date }) {
  const now = () => options.now?.() ?? new Date();
  /** Files of the statements folder that could not be read (by hash): said once, not every run. */
  const refusedFiles = new Set<string>();

  /** One line of a statement: a credit read and settled once (seen before: nothing), anything else reported. */
  async function importLine(tx: Tx, statementId: string, account: string, line: StatementLine, at: Date): Promise<BankImportLine> {
    const shown = {
      bankRef: line.bankRef,
      bookedOn: line.bookedOn,
      amount: centsToKsh(line.amountCents),
      currency: line.currency,
      direction: line.direction,
      payer: line.payer,
      text: line.text,
    };
    if (!line.booked) return { ...shown, outcome: 'pending', bookings: [], note: null };
    if (line.reversal) return { ...shown, outcome: 'reversal', bookings: [], note: inLocale('en', () => m.bank_line_reversal()) };
    if (line.direction === 'debit') return { ...shown, outcome: 'debit', bookings: [], note: null };
    const shillings = line.currency === 'KES';
    const [credit] = await tx
      .insert(bankCredits)
      .values({
        statementId,
        account,
        bankRef: line.bankRef.slice(0, 100),
        bookedOn: line.bookedOn,
        amountCents: line.amountCents,
        currency: line.currency,
        payer: line.payer?.slice(0, 200) ?? null,
        payerAccount: line.payerAccount?.slice(0, 60) ?? null,
        text: line.text.slice(0, 1000),
        status: 'held',
      })
      .onConflictDoNothing()
      .returning();
    if (!credit) return { ...shown, outcome: 'seen', bookings: [], note: null };
    if (!shillings) {
      // Not shillings: the bank converted nothing Nafasi can count; an admin decides.
      const note = inLocale('en', () => m.bank_held_currency({ currency: line.currency }));
      await tx.update(bankCredits).set({ note }).where(eq(bankCredits.id, credit.id));
      return { ...shown, outcome: 'held', bookings: [], note };
    }
    await received(tx, credit.amountCents, `bank:${credit.bankRef}`, 'bank transfer', null, 'bank');
    const settled = await settleCredit(tx, credit, bookingReferences(line.text), options.feePercent, at);
    await tx.update(bankCredits).set({ status: settled.status, note: settled.note }).where(eq(bankCredits.id, credit.id));
    return { ...shown, outcome: settled.status, bookings: settled.bookings, note: settled.note };
  }

  async function paidBy(creditIds: string[]) {
    if (!creditIds.length) return new Map<string, string[]>();
    const rows = await db
      .select({ creditId: paymentParts.bankCreditId, reference: bookings.reference })
      .from(paymentParts)
      .innerJoin(bookings, eq(bookings.id, paymentParts.bookingId))
      .where(inArray(paymentParts.bankCreditId, creditIds));
    const map = new Map<string, string[]>();
    for (const r of rows) if (r.creditId) map.set(r.creditId, [...(map.get(r.creditId) ?? []), r.reference]);
    return map;
  }

  const toStatement = (row: typeof bankStatements.$inferSelect): BankStatement => ({
    id: row.id,
    format: row.format,
    fileName: row.fileName,
    statementRef: row.statementRef,
    account: row.account,
    importedAt: row.importedAt.toISOString(),
    lines: row.report,
  });

  return {
    /**
     * Loads a statement file: every statement in it, every credit settled, in one transaction (a
     * file that cannot be read changes nothing). The same file again is refused (409); a credit an
     * earlier statement had is reported as seen and counted once.
     */
    async importStatement(actor: AuthUser | null, file: { fileName: string; content: string }): Promise<BankStatement[]> {
      const statements = readStatement(file.content);
      const sha256 = createHash('sha256').update(file.content).digest('hex');
      const at = now();
      // A deadlock with a payment paying one of its bookings at the same moment: the whole file again.
      return retryingConflicts(() =>
        db.transaction(async (tx) => {
          const [earlier] = await tx.select({ at: bankStatements.importedAt }).from(bankStatements).where(eq(bankStatements.sha256, sha256)).limit(1);
          if (earlier) throw new AppError(409, 'statement_imported', m.bank_statement_imported({ at: earlier.at.toISOString().slice(0, 10) }));
          const imported: BankStatement[] = [];
          for (const [i, statement] of statements.entries()) {
            const row = one(
              await tx
                .insert(bankStatements)
                .values({
                  format: statement.format,
                  // One file may hold several statements: each is kept under its own hash.
                  sha256: i === 0 ? sha256 : `${sha256}:${i}`,
                  fileName: file.fileName,
                  statementRef: statement.statementRef.slice(0, 100),
                  account: statement.account.slice(0, 60),
                  importedBy: actor?.id ?? null,
                  report: [],
                })
                .returning(),
            );
            const report: BankImportLine[] = [];
            for (const line of statement.lines) report.push(await importLine(tx, row.id, statement.account, line, at));
            imported.push(toStatement(one(await tx.update(bankStatements).set({ report }).where(eq(bankStatements.id, row.id)).returning())));
          }
          if (actor)
            await audit(tx, actor, {
              action: 'bank.import',
              targetType: 'bank_statement',
              targetId: imported[0]?.id ?? sha256,
              said: { key: 'audit_bank_import', values: { file: file.fileName, lines: imported.reduce((n, s) => n + s.lines.length, 0) } },
            });
          return imported;
        }),
      );
    },

    /**
     * The import job: each file in the folder a bank (or its SFTP drop) writes statements to is
     * loaded once (a file loaded before is known by its hash). A file that cannot be read is logged
     * once, and left for an admin.
     */
    async importFolder(dir: string, log: { info: (msg: string) => void; error: (obj: object, msg: string) => void }): Promise<number> {
      let loaded = 0;
      const names = (await readdir(dir, { withFileTypes: true })).filter((f) => f.isFile() && /\.(xml|sta|mt940|940|txt)$/i.test(f.name)).map((f) => f.name);
      for (const name of names.sort()) {
        const content = await readFile(path.join(dir, name), 'utf8');
        const sha256 = createHash('sha256').update(content).digest('hex');
        if (refusedFiles.has(sha256)) continue;
        const [earlier] = await db.select({ id: bankStatements.id }).from(bankStatements).where(eq(bankStatements.sha256, sha256)).limit(1);
        if (earlier) continue;
        try {
          const statements = await this.importStatement(null, { fileName: name, content });
          loaded += 1;
          log.info(`loaded the bank statement ${name} (${statements.reduce((n, s) => n + s.lines.length, 0)} lines)`);
        } catch (err) {
          if (err instanceof AppError && err.statusCode === 409) continue;
          refusedFiles.add(sha256);
          log.error({ err, file: name }, 'a bank statement in BANK_STATEMENTS_DIR could not be loaded: an admin loads it by hand');
        }
      }
      return loaded;
    },

    /** The statements loaded, newest first. */
    async statements(limit = 20): Promise<BankStatement[]> {
      return (await db.select().from(bankStatements).orderBy(desc(bankStatements.importedAt)).limit(limit)).map(toStatement);
    },

    /** Credits waiting for an admin (held), oldest first, then the latest others. */
    async credits(status?: BankCredit['status']): Promise<BankCredit[]> {
      const rows = await db
        .select()
        .from(bankCredits)
        .where(status ? eq(bankCredits.status, status) : undefined)
        .orderBy(status === 'held' ? bankCredits.createdAt : desc(bankCredits.createdAt))
        .limit(200);
      const paid = await paidBy(rows.map((r) => r.id));
      return rows.map((r) => toCredit(r, paid.get(r.id) ?? []));
    },

    /** An admin matches a held credit to a booking by its reference: settled as if the payer had written it. */
    async assign(actor: AuthUser, creditId: string, reference: string): Promise<BankCredit> {
      const credit = await db.transaction(async (tx) => {
        const [held] = await tx
          .select()
          .from(bankCredits)
          .where(and(eq(bankCredits.id, creditId), eq(bankCredits.status, 'held')))
          .for('update');
        if (!held) {
          const [any] = await tx.select({ id: bankCredits.id }).from(bankCredits).where(eq(bankCredits.id, creditId));
          if (!any) throw notFound(m.bank_credit_not_found());
          throw new AppError(409, 'credit_settled', m.bank_credit_settled());
        }
        if (held.currency !== 'KES') throw new AppError(409, 'credit_currency', m.bank_held_currency({ currency: held.currency }));
        // Held credits were received when no booking could take them (those not in shillings were not).
        const settled = await settleCredit(tx, held, [reference], options.feePercent, now());
        if (settled.status === 'held') throw new AppError(409, 'booking_not_payable', m.bank_booking_not_payable({ reference }), 'reference');
        const row = one(await tx.update(bankCredits).set({ status: settled.status, note: null }).where(eq(bankCredits.id, creditId)).returning());
        await audit(tx, actor, {
          action: 'bank.assign',
          targetType: 'bank_statement',
          targetId: creditId,
          said: { key: 'audit_bank_assign', values: { bankRef: held.bankRef, amount: formatKsh(centsToKsh(held.amountCents)), reference } },
        });
        return row;
      });
      return toCredit(credit, (await paidBy([credit.id])).get(credit.id) ?? []);
    },
  };
}

export type BankService = ReturnType<typeof bankService>;
