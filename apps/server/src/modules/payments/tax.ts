import { eq, inArray } from 'drizzle-orm';
import { taxTermsFor, type SaveTaxDetails, type TaxDetails, type TaxQuote, type TaxSettings, type TaxTerms } from '@nafasi/shared/tax';
import type { Db } from '../../db/client.ts';
import { profiles, spaces, taxProfiles, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { MESSAGES } from '@nafasi/shared/errors';

/**
 * Who sells a booking and the tax that follows (docs/TAX.md): people's tax details (a host's KRA PIN
 * and VAT registration, the name and PIN a guest's invoices carry), and the terms a booking is sold
 * with now, which the booking keeps.
 */
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
     * sold with now: one read of both people's details. The invoice names the guest's company (or
     * their name) and PIN when they gave them.
     */
    async termsFor(hostId: string | null, buyerId: string): Promise<TaxTerms> {
      const [found, [buyer]] = await Promise.all([
        detailsOf(hostId ? [hostId, buyerId] : [buyerId]),
        db.select({ name: profiles.fullName, email: users.email }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, buyerId)),
      ]);
      const host = hostId ? (found.get(hostId) ?? { vatRegistered: false, kraPin: null }) : null;
      const theirs = found.get(buyerId);
      const named = theirs?.invoiceName ?? (theirs?.kraPin ? (buyer?.name ?? buyer?.email ?? null) : null);
      return taxTermsFor(settings, host, theirs ? { name: named, pin: theirs.kraPin } : null);
    },

    /** What a space's bookings are sold with now (the booking screen's tax line before there is a booking). */
    async quote(spaceId: string): Promise<TaxQuote> {
      const [space] = await db.select({ ownerId: spaces.ownerId, status: spaces.status }).from(spaces).where(eq(spaces.id, spaceId));
      if (!space || space.status !== 'approved') throw notFound(MESSAGES.spaceNotFound);
      const host = space.ownerId ? ((await detailsOf([space.ownerId])).get(space.ownerId) ?? { vatRegistered: false, kraPin: null }) : null;
      const { kind, rateBp, seller } = taxTermsFor(settings, host, null);
      return { kind, rateBp, seller };
    },
  };
}
export type TaxService = ReturnType<typeof taxService>;
