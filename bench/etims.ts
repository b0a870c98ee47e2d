/**
 * KRA's eTIMS (issue 58): how many invoices a second are written with their payments and then
 * signed through the OSCU stand-in, end to end (leased, sent, signed by the control unit, recorded
 * with the mail's event). Bookings as people make them: spaces at real Nairobi prices, hours and
 * days drawn at random (seeded), guests with and without a company's PIN, half of Nafasi's own
 * spaces (a sale invoice) and half a VAT-registered host's (a fee invoice); a quarter cancelled
 * (a credit note each). The product runs in this process on an embedded database (or
 * TEST_DATABASE_URL). `npm run bench:etims -w bench`, or as part of `npm run bench`.
 */
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { bookingAmounts } from '@nafasi/shared/pricing';
import { taxTermsFor, type TaxSettings } from '@nafasi/shared/tax';
import { REFUND_REASONS } from '@nafasi/shared/payments';
import { addDays, nairobiInstant } from '@nafasi/shared/time';
import { bookings, etimsDocuments, profiles, spaces, users } from '../apps/server/src/db/schema.ts';
import { applied, bookingForLedger, received } from '../apps/server/src/modules/payments/ledger.ts';
import { oweRefund } from '../apps/server/src/modules/payments/refunds.ts';
import { benchDatabase, inProcess } from './in-process.ts';

/** A small seeded generator (mulberry32): the same bookings every run, none repeated within one. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Hourly rates of Nairobi's rooms, studios and halls as listed (KSh). */
const RATES = [500, 750, 1200, 1500, 2000, 2500, 3500, 4500, 6000, 8000, 12_000, 18_000, 25_000];
const COMPANIES = ['Acme Kenya Ltd', 'Savanna Logistics Ltd', 'Tana Analytics', 'Mombasa Freight Co', 'Kisumu Agritech', 'Rift Valley Media'];

export async function measureEtims(count = 400): Promise<string[]> {
  const env = { ETIMS_ENV: 'simulator', NAFASI_VAT_REGISTERED: 'true', NAFASI_KRA_PIN: 'P051111111N' };
  // The periodic jobs stay off: the bench runs the sending job's loop back to back.
  return inProcess(
    'etims',
    () => env,
    async ({ app, database, config }) => {
      const db = database.db;
      const tax: TaxSettings = config.tax;
      const next = random(58);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      // The people: a VAT-registered host, and guests, some billing a company.
      const [host] = await db.insert(users).values({ email: 'bench-host@example.co.ke', passwordHash: 'x', emailVerified: true }).returning({ id: users.id });
      await db.insert(profiles).values({ userId: host!.id, fullName: 'Bench Host', role: 'owner' });
      const guests = await db
        .insert(users)
        .values(Array.from({ length: 40 }, (_, i) => ({ email: `bench-guest-${i}@example.co.ke`, passwordHash: 'x', emailVerified: true })))
        .returning({ id: users.id });
      await db.insert(profiles).values(guests.map((g, i) => ({ userId: g.id, fullName: `Guest ${i}`, role: 'user' as const })));
      const rooms = await db
        .insert(spaces)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            title: `Bench room ${i}`,
            description: 'A room for the bench.',
            location: pick(['Westlands, Nairobi', 'Kilimani, Nairobi', 'Upper Hill, Nairobi', 'Nyali, Mombasa', 'Milimani, Kisumu']),
            hourlyRateCents: pick(RATES) * 100,
            capacity: 10,
            category: 'meeting-room',
            status: 'approved' as const,
            ownerName: 'Bench',
            ownerId: i % 2 === 0 ? host!.id : null,
          })),
        )
        .returning({ id: spaces.id, rate: spaces.hourlyRateCents, ownerId: spaces.ownerId });

      // The payments, each in its own transaction as M-Pesa's confirmations come: the invoices written with them.
      const seen = new Set<string>();
      const paid: string[] = [];
      const writeStarted = performance.now();
      for (let i = 0; i < count; i++) {
        const space = pick(rooms);
        let day: string;
        let start: number;
        do {
          day = addDays('2027-01-04', Math.floor(next() * 300));
          start = 7 + Math.floor(next() * 10);
          // One booking a day per space: none overlaps another.
        } while (seen.has(`${space.id}:${day}`));
        seen.add(`${space.id}:${day}`);
        const hours = 1 + Math.floor(next() * 6);
        const guest = pick(guests);
        const company = next() < 0.4 ? { name: pick(COMPANIES), pin: `P05${String(Math.floor(next() * 1e7)).padStart(7, '0')}Q` } : null;
        const terms = taxTermsFor(tax, space.ownerId ? { vatRegistered: true, kraPin: 'P051234567X' } : null, company);
        const amounts = bookingAmounts(space.rate, hours, terms.rateBp);
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(bookings)
            .values({
              reference: `NF-B${i.toString(36).toUpperCase().padStart(5, '0')}`,
              invoiceId: `INV-B${i.toString(36).toUpperCase().padStart(6, '0')}`,
              spaceId: space.id,
              userId: guest.id,
              startTime: nairobiInstant(day, `${String(start).padStart(2, '0')}:00`),
              endTime: nairobiInstant(day, `${String(start + hours).padStart(2, '0')}:00`),
              blockedUntil: nairobiInstant(day, `${String(start + hours).padStart(2, '0')}:00`),
              status: 'confirmed',
              paymentStatus: 'paid',
              subtotalCents: amounts.subtotalCents,
              taxCents: amounts.taxCents,
              totalCents: amounts.totalCents,
              taxTerms: terms,
            })
            .returning({ id: bookings.id });
          const ref = `SB${String(i).padStart(8, '0')}`;
          const paidCents = Math.ceil(amounts.totalCents / 100) * 100;
          await received(tx, paidCents, ref, 'paybill payment', row!.id);
          await applied(tx, (await bookingForLedger(tx, row!.id))!, paidCents, tax.feePercent, ref);
          return row!.id;
        });
        paid.push(id);
      }
      // A quarter cancelled within the policy: a credit note each.
      for (const id of paid.filter((_, i) => i % 4 === 3)) {
        const [b] = await db.select({ total: bookings.totalCents }).from(bookings).where(eq(bookings.id, id));
        await db.transaction((tx) =>
          oweRefund(tx, { kind: 'cancellation', bookingId: id, amountCents: b!.total, phone: '254708374149', reason: REFUND_REASONS.cancelledByGuest(48) }),
        );
      }
      const written = (performance.now() - writeStarted) / 1000;
      const documents = Number((await db.select({ n: sql<number>`count(*)::int` }).from(etimsDocuments))[0]?.n ?? 0);

      const started = performance.now();
      // The job's own loop, run back to back instead of every 15 s.
      let rounds = 0;
      while ((await app.jobs.sendEtims(new Date(Date.now() + rounds * 20_000))) > 0 || rounds < 2) rounds++;
      const seconds = (performance.now() - started) / 1000;
      const signed = Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(etimsDocuments)
            .where(eq(etimsDocuments.status, 'signed'))
        )[0]?.n ?? 0,
      );
      return [
        `## KRA eTIMS: invoices and credit notes signed through the OSCU stand-in (${benchDatabase()})`,
        '',
        `${count} paid bookings drawn at random (seeded: prices, hours, days, companies), a quarter cancelled; each document is leased, sent, signed and recorded.`,
        '',
        '| documents | written with their payments in | signed in | documents/s, end to end |',
        '|---|---|---|---|',
        `| ${signed} of ${documents} | ${written.toFixed(1)} s | ${seconds.toFixed(1)} s | ${(signed / seconds).toFixed(0)} |`,
        '',
      ];
    },
    { periodicJobs: false },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) for (const line of await measureEtims()) console.log(line);
