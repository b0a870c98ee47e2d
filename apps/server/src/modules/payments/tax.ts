import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  TAX_REMITTANCE_KINDS,
  taxTermsFor,
  type NewRemittance,
  type SaveTaxDetails,
  type Seller,
  type TaxDetails,
  type TaxMonth,
  type TaxQuote,
  type TaxSettings,
  type TaxTerms,
} from '@nafasi/shared/tax';
import { emailName } from '@nafasi/shared/auth';
import { m } from '@nafasi/shared/i18n';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import { nairobiMonth } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, profiles, spaces, taxProfiles, taxRemittances, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { MESSAGES } from '@nafasi/shared/errors';
import { one } from '../../lib/rows.ts';
import { taxRemitted } from './ledger.ts';

/**
 * Who sells a booking and the tax that follows (docs/TAX.md): people's tax details (a host's KRA PIN
 * and VAT registration, the name and PIN a guest's invoices carry), and the terms a booking is sold
 * with now, which the booking keeps.
 */
/** A host who never gave tax details sells as one not registered for VAT. */
const UNREGISTERED: Seller = { vatRegistered: false, kraPin: null };

/**
 * What the ledger's tax accounts took in a Nairobi calendar month, per kind, in cents: every
 * movement into them (less what cancellations gave back), not the payments to KRA out of them.
 */
async function collectedIn(q: Pick<Db, 'select'>, month: string): Promise<Map<string, number>> {
  const { from, to } = nairobiMonth(month);
  const rows = await q
    .select({ account: ledgerEntries.account, cents: sql<string>`-sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.account, [...TAX_REMITTANCE_KINDS]),
        sql`${ledgerEntries.memo} <> 'tax remitted'`,
        sql`${ledgerEntries.createdAt} >= ${from.toISOString()}::timestamptz and ${ledgerEntries.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, Number(r.cents)]));
}

export function taxService(db: Db, settings: TaxSettings) {
  const deployment = { model: settings.model, vatRatePercent: settings.vatRatePercent };
  const empty: TaxDetails = { kraPin: null, vatRegistered: false, invoiceName: null, updatedAt: null, ...deployment };

  async function detailsOf(userIds: string[]) {
    const rows = userIds.length
      ? await db
          .select({ userId: taxProfiles.userId, kraPin: taxProfiles.kraPin, vatRegistered: taxProfiles.vatRegistered, invoiceName: taxProfiles.invoiceName })
          .from(taxProfiles)
          .where(inArray(taxProfiles.userId, userIds))
      : [];
    return new Map(rows.map((r) => [r.userId, r]));
  }

  return {
    settings,

    async details(user: AuthUser): Promise<TaxDetails> {
      const [row] = await db.select().from(taxProfiles).where(eq(taxProfiles.userId, user.id));
      return row
        ? { kraPin: row.kraPin, vatRegistered: row.vatRegistered, invoiceName: row.invoiceName, updatedAt: row.updatedAt.toISOString(), ...deployment }
        : empty;
    },

    /** Saves them; bookings already made keep the terms they were sold with. */
    async save(user: AuthUser, input: SaveTaxDetails, now = new Date()): Promise<TaxDetails> {
      const values = { kraPin: input.kraPin, vatRegistered: input.vatRegistered, invoiceName: input.invoiceName, updatedAt: now };
      await db
        .insert(taxProfiles)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: taxProfiles.userId, set: values });
      return { ...values, updatedAt: now.toISOString(), ...deployment };
    },

    /**
     * The terms a booking of a host's space (null: an admin's listing, Nafasi's own) by a guest is
     * sold with now: one read of both people's details. The invoice names the company whose account
     * it is on (its name, PIN and postal address), else the guest's company (or their name) and PIN
     * when they gave them.
     */
    async termsFor(hostId: string | null, buyerId: string, company: { name: string; pin: string; address: string } | null = null): Promise<TaxTerms> {
      const [found, [buyer]] = await Promise.all([
        detailsOf(hostId ? [hostId, buyerId] : [buyerId]),
        db.select({ name: profiles.fullName, email: users.email }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, buyerId)),
      ]);
      const host = hostId ? (found.get(hostId) ?? UNREGISTERED) : null;
      if (company) return taxTermsFor(settings, host, company);
      const theirs = found.get(buyerId);
      const named = theirs?.invoiceName ?? (theirs?.kraPin ? (buyer?.name ?? buyer?.email ?? null) : null);
      return taxTermsFor(settings, host, theirs ? { name: named, pin: theirs.kraPin } : null);
    },

    /**
     * A month of what Nafasi owes KRA (Nairobi's calendar month): per kind, what the ledger's account
     * took in that month (less what cancellations gave back), what admins recorded paying for it,
     * and what is still owed; and the payments recorded.
     */
    async month(month: string): Promise<TaxMonth> {
      const collected = await collectedIn(db, month);
      const paid = await db
        .select({ remittance: taxRemittances, name: profiles.fullName, email: users.email })
        .from(taxRemittances)
        .innerJoin(users, eq(users.id, taxRemittances.recordedBy))
        .leftJoin(profiles, eq(profiles.userId, taxRemittances.recordedBy))
        .where(eq(taxRemittances.month, month))
        .orderBy(desc(taxRemittances.createdAt));
      return {
        month,
        kinds: TAX_REMITTANCE_KINDS.map((kind) => {
          const took = collected.get(kind) ?? 0;
          const remitted = paid.filter((p) => p.remittance.kind === kind).reduce((a, p) => a + p.remittance.amountCents, 0);
          return { kind, collected: centsToKsh(took), remitted: centsToKsh(remitted), owed: centsToKsh(took - remitted) };
        }),
        remittances: paid.map(({ remittance: r, name, email }) => ({
          id: r.id,
          kind: r.kind,
          month: r.month,
          amount: centsToKsh(r.amountCents),
          reference: r.reference,
          recordedBy: name ?? emailName(email),
          recordedAt: r.createdAt.toISOString(),
        })),
      };
    },

    /**
     * An admin records a payment to KRA against a month's VAT or withholding: never more than is
     * owed for it, each KRA reference once; the ledger moves it out of the tax account, and the
     * audit log says who.
     */
    async remit(admin: AuthUser, input: NewRemittance) {
      const cents = Math.round(input.amount * 100);
      const id = await db.transaction(async (tx) => {
        // One admin at a time per month and kind: two payments recorded at once cannot pass the owed sum together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tax-remit:${input.kind}:${input.month}`}, 0))`);
        const [taken] = await tx.select({ id: taxRemittances.id }).from(taxRemittances).where(eq(taxRemittances.reference, input.reference));
        if (taken) throw new AppError(409, 'reference_recorded', m.tax_reference_taken(), 'reference');
        const [remitted] = await tx
          .select({ cents: sql<string>`coalesce(sum(${taxRemittances.amountCents}), 0)` })
          .from(taxRemittances)
          .where(and(eq(taxRemittances.kind, input.kind), eq(taxRemittances.month, input.month)));
        const owed = ((await collectedIn(tx, input.month)).get(input.kind) ?? 0) - Number(remitted?.cents ?? 0);
        if (cents > owed)
          throw new AppError(
            409,
            'more_than_owed',
            m.tax_remit_too_much({
              kind: input.kind === 'vat' ? m.admin_tax_kind_vat() : m.admin_tax_kind_withholding(),
              month: input.month,
              owed: formatKsh(centsToKsh(owed)),
            }),
            'amount',
          );
        const made = one(
          await tx
            .insert(taxRemittances)
            .values({ kind: input.kind, month: input.month, amountCents: cents, reference: input.reference, recordedBy: admin.id })
            .returning({ id: taxRemittances.id }),
        );
        await taxRemitted(tx, input.kind, cents, input.reference);
        await audit(tx, admin, {
          action: 'tax.remitted',
          targetType: 'tax_remittance',
          targetId: made.id,
          said: { key: 'audit_tax_remitted', values: { amount: String(centsToKsh(cents)), kind: input.kind, month: input.month, reference: input.reference } },
        });
        return made.id;
      });
      const found = (await this.month(input.month)).remittances.find((r) => r.id === id);
      if (!found) throw new Error('the remittance just recorded was not found');
      return found;
    },

    /** What a space's bookings are sold with now (the booking screen's tax line before there is a booking). */
    async quote(spaceId: string): Promise<TaxQuote> {
      const [space] = await db.select({ ownerId: spaces.ownerId, status: spaces.status }).from(spaces).where(eq(spaces.id, spaceId));
      if (!space || space.status !== 'approved') throw notFound(MESSAGES.spaceNotFound);
      const host = space.ownerId ? ((await detailsOf([space.ownerId])).get(space.ownerId) ?? UNREGISTERED) : null;
      const { kind, rateBp, seller } = taxTermsFor(settings, host, null);
      return { kind, rateBp, seller };
    },
  };
}
export type TaxService = ReturnType<typeof taxService>;
