import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { nairobiDate } from '@nafasi/shared/time';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { ledgerEntries } from '../db/schema.ts';
import { rowsOf } from '../lib/rows.ts';
import { SIMULATOR_PHONES } from '../modules/payments/simulator.ts';
import { as, insertSpace, signUp, type Caller, type TestContext } from './harness.ts';

type BookingOptions = { hours?: number; companyId?: string };

/** A booking of `hours` (two unless said) from 09:00 on `date` (on a company's account, with `companyId`), made and not paid. */
export async function bookedAt(t: TestContext, guest: Caller, spaceId: string, date: string, options: BookingOptions = {}) {
  const hours = options.hours ?? 2;
  const made = await as(t, guest).post('/api/bookings', {
    spaceId,
    date,
    startTime: '09:00',
    endTime: `${String(9 + hours).padStart(2, '0')}:00`,
    ...(options.companyId && { companyId: options.companyId }),
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: string; reference: string; invoice: { id: string; subtotal: number; tax: number; total: number } };
}

/** The same, paid by M-Pesa from the Daraja simulator's phone that pays at once: answered once the booking is paid. */
export async function paidByPush(t: TestContext, guest: Caller, spaceId: string, date: string, options: BookingOptions = {}) {
  const booking = await bookedAt(t, guest, spaceId, date, options);
  const pushed = await as(t, guest).post(`/api/bookings/${booking.id}/mpesa`, { phone: SIMULATOR_PHONES.paid });
  expect(pushed.statusCode, pushed.body).toBe(201);
  await expect.poll(async () => (await as(t, guest).get(`/api/bookings/${booking.id}`)).json().data.paymentStatus, { timeout: 5000 }).toBe('paid');
  return booking;
}

/**
 * Writers that make bookings and pay each in full by Paybill, several at once, for the backup
 * tests (issue 34): each booking counts as acknowledged once it is paid. The money goes through the
 * M-Pesa simulator as a customer's would (its report, then Transaction Status's answer confirming
 * it), so the app must listen where the simulator calls back (createListeningTestApp).
 */
export async function paidBookingWriters(t: Pick<TestContext, 'app' | 'database'>, { spaces: spaceCount = 4 } = {}) {
  const found = t.app.mpesaSimulator;
  if (!found) throw new Error('paidBookingWriters pays through the M-Pesa simulator (MPESA_ENV=simulator)');
  const simulator = found;
  const guest = await signUp(t as TestContext);
  const spaces = await Promise.all(Array.from({ length: spaceCount }, () => insertSpace(t.database, { status: 'approved', hourlyRate: 750 })));
  const acknowledged: { id: string; at: number }[] = [];
  let next = 0;
  let transIds = 0;
  let stop = false;
  let running: Promise<void>[] = [];
  const dateOf = (n: number) => nairobiDate(new Date(Date.now() + (20 + Math.floor(n / spaces.length)) * 86_400_000));

  async function write(app: App) {
    const n = next++;
    const made = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: guest.auth,
      payload: { spaceId: spaces[n % spaces.length]!.id, date: dateOf(n), startTime: '09:00', endTime: '10:00' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().data as { id: string; reference: string; invoice: { total: number } };
    await simulator.payBill(Math.ceil(booking.invoice.total), '254722555000', booking.reference, { transId: `BK${String(++transIds).padStart(8, '0')}` });
    // Paid once M-Pesa's answer confirms the report (a moment after it).
    for (let waited = 0; ; waited += 20) {
      const [row] = rowsOf<{ payment_status: string }>(await t.database.db.execute(sql`select payment_status from bookings where id = ${booking.id}`));
      if (row?.payment_status === 'paid') break;
      if (waited > 15_000) throw new Error(`booking ${booking.reference} not paid within 15 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    acknowledged.push({ id: booking.id, at: performance.now() });
  }

  return {
    guest,
    spaces,
    acknowledged,
    /** Starts `count` writers on `app` (default the test's), writing until `stop()`. */
    start(count = 4, app: App = t.app) {
      stop = false;
      running = Array.from({ length: count }, async () => {
        while (!stop) await write(app);
      });
    },
    async stop() {
      stop = true;
      await Promise.all(running);
    },
    /** Waits until `count` bookings in all have been acknowledged. */
    async until(count: number) {
      while (acknowledged.length < count) await new Promise((r) => setTimeout(r, 10));
    },
    /** A date and space no writer has used yet, for a booking after a restore. */
    unusedSlot: () => ({ spaceId: spaces[0]!.id, date: nairobiDate(new Date(Date.now() + (22 + Math.ceil(next / spaces.length)) * 86_400_000)) }),
  };
}

/** The ledger's movements that do not sum to zero (none, when it balances), and how many entries it has. */
export async function ledgerCheck(database: Database) {
  const unbalanced = await database.db
    .select({ txn: ledgerEntries.txn })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.txn)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  const [entries] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
  return { unbalanced, entries: Number(entries?.n ?? 0) };
}
