import { hash } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import { bookingAmounts } from '@nafasi/shared/pricing';
import type { Role } from '@nafasi/shared/roles';
import { nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import type { Db } from '../db/client.ts';
import { taxTermsFor, type Seller, type TaxSettings } from '@nafasi/shared/tax';
import { bookings, c2bTransactions, profiles, spaces, taxProfiles, users } from '../db/schema.ts';
import { one } from '../lib/rows.ts';
import { mpesaAmount } from '@nafasi/shared/payments';
import { applied, bookingForLedger, received } from '../modules/payments/ledger.ts';
import { seedSampleForum } from './forum.ts';
import { isEmpty, seedOnce } from './once.ts';

/** The sample accounts a new installation starts with (README: Sample accounts). */
export const SAMPLE_ACCOUNTS: { email: string; password: string; name: string; role: Role }[] = [
  { email: 'admin@nafasi.co.ke', password: 'Savanna-Admin-2025', name: 'Amina Wanjiku', role: 'admin' },
  { email: 'owner@nafasi.co.ke', password: 'Savanna-Owner-2025', name: 'James Kariuki', role: 'owner' },
  { email: 'user@nafasi.co.ke', password: 'Savanna-User-2025', name: 'Achieng Odhiambo', role: 'user' },
];

/**
 * The sample host's tax details: VAT-registered, with a sample PIN (a made-up one of the right
 * form), so the sample shows a VAT invoice beside Nafasi's own listings, sold without VAT while
 * Nafasi is not registered (docs/TAX.md).
 */
export const SAMPLE_HOST_TAX: Seller = { vatRegistered: true, kraPin: 'P051234567X' };

/**
 * On a database without accounts, adds the sample admin, owner and user. Returns how many. The
 * sample bookings are sold with the deployment's tax settings, as a booking made now would be.
 */
export async function seedAccountsIfEmpty(db: Db, tax: TaxSettings): Promise<number> {
  if (!(await isEmpty(db, users))) return 0;
  const hashed = await Promise.all(SAMPLE_ACCOUNTS.map(async (a) => ({ ...a, hash: await hash(a.password) })));
  const seeded = await seedOnce(db, users, async (tx) => {
    const ids: Partial<Record<Role, string>> = {};
    for (const account of hashed) {
      const user = one(
        await tx
          .insert(users)
          .values({ email: account.email, passwordHash: account.hash, emailVerified: true, metadata: { full_name: account.name } })
          .returning({ id: users.id }),
      );
      await tx.insert(profiles).values({ userId: user.id, fullName: account.name, role: account.role });
      ids[account.role] = user.id;
    }
    if (!ids.owner || !ids.user || !ids.admin) throw new Error('The sample admin, owner and user were not made');
    await tx.insert(taxProfiles).values({ userId: ids.owner, ...SAMPLE_HOST_TAX });
    await seedSampleActivity(tx, ids.owner, ids.user, tax);
    await seedSampleForum(tx, { admin: ids.admin, owner: ids.owner, user: ids.user });
  });
  return seeded ? SAMPLE_ACCOUNTS.length : 0;
}

/** Spaces the sample owner hosts, and the sample user's bookings: one that has ended and one ahead. */
const OWNED = ['Kilimani Daylight Photo Studio', 'Studio 254 Podcast Room'];
const BOOKED = [
  { title: 'Westlands Executive Boardroom', days: -10, start: '10:00', end: '12:00', code: 'QGH4K7L2MN' },
  { title: 'Kilimani Daylight Photo Studio', days: 5, start: '14:00', end: '16:00', code: 'QHJ8M3N5PR' },
  // Ended: the sample owner's earnings have one to be paid out (issue 29).
  { title: 'Kilimani Daylight Photo Studio', days: -3, start: '09:00', end: '11:00', code: 'QKL2N4P6RS' },
];

async function seedSampleActivity(db: Pick<Db, 'select' | 'update' | 'insert' | 'execute'>, ownerId: string, userId: string, tax: TaxSettings) {
  const ownerName = SAMPLE_ACCOUNTS.find((a) => a.role === 'owner')?.name ?? 'Nafasi host';
  const rows = await db
    .select({ id: spaces.id, title: spaces.title, rate: spaces.hourlyRateCents })
    .from(spaces)
    .where(inArray(spaces.title, [...OWNED, ...BOOKED.map((b) => b.title)]));
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  for (const title of OWNED) {
    const space = byTitle.get(title);
    if (space) await db.update(spaces).set({ ownerId, ownerName }).where(eq(spaces.id, space.id));
  }
  for (const [i, b] of BOOKED.entries()) {
    const space = byTitle.get(b.title);
    if (!space) continue;
    const date = nairobiDate(new Date(Date.now() + b.days * 86_400_000));
    const taxTerms = taxTermsFor(tax, OWNED.includes(b.title) ? SAMPLE_HOST_TAX : null, null);
    const amounts = bookingAmounts(space.rate, 2, taxTerms.rateBp);
    const createdAt = new Date(Date.now() - 20 * 86_400_000);
    const [made] = await db
      .insert(bookings)
      .values({
        reference: `NF-SAMPL${i + 2}`,
        invoiceId: `INV-SAMPLE-${i + 1}`,
        spaceId: space.id,
        userId,
        startTime: nairobiInstant(date, b.start),
        endTime: nairobiInstant(date, b.end),
        blockedUntil: nairobiInstant(date, b.end),
        subtotalCents: amounts.subtotalCents,
        taxCents: amounts.taxCents,
        totalCents: amounts.totalCents,
        taxTerms,
        status: 'confirmed',
        paymentStatus: 'paid',
        mpesaCode: b.code,
        paidAt: createdAt,
        createdAt,
      })
      .returning({ id: bookings.id });
    // Paid by paybill: in the ledger as any paid booking is (received, then applied).
    const ledgerBooking = made && (await bookingForLedger(db, made.id));
    if (ledgerBooking && made) {
      const paid = mpesaAmount(amounts.totalCents) * 100;
      // What Daraja reported of it, so the reconciliation page finds it.
      await db
        .insert(c2bTransactions)
        .values({ transId: b.code, amount: paid / 100, billRef: `NF-SAMPL${i + 2}`, msisdn: '254712345678', matchedBookingId: made.id, verifiedAt: createdAt });
      await received(db, paid, b.code, 'paybill payment', made.id);
      await applied(db, ledgerBooking, paid, tax.feePercent, b.code, { quiet: true });
    }
  }
}
