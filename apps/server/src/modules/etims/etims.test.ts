import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { problemWords } from '@nafasi/shared/problems';
import { nairobiDate } from '@nafasi/shared/time';
import { companyMembers, etimsDocuments, events } from '../../db/schema.ts';
import { applied, bookingForLedger, received } from '../payments/ledger.ts';
import { loadConfig, SAMPLE_NAFASI_PIN } from '../../config.ts';
import { as, createListeningTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { bookedAt, paidByPush } from '../../test/paid-bookings.ts';

/*
 * Nafasi's invoices at KRA's eTIMS (docs/TAX.md "eTIMS"): a sale Nafasi makes and the fee it charges
 * a host are sent to the OSCU stand-in, signed and shown with KRA's numbers and QR code; a
 * cancellation credits them; KRA away, they wait and go later, each number once.
 */

type Who = Awaited<ReturnType<typeof signUp>>;
let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const NAFASI_PIN = 'P051111111N';
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createListeningTestApp(
    {
      ETIMS_ENV: 'simulator',
      TAX_MODEL: 'marketplace',
      NAFASI_VAT_REGISTERED: 'true',
      NAFASI_KRA_PIN: NAFASI_PIN,
      BOOKING_MAX_HOLDS: '100',
      SMTP_URL: mailbox.url,
    },
    { periodicJobs: false },
  );
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const sim = () => t.app.etimsSimulator!;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
let day = 40;
/** A booking of two hours (one, `hours`), paid by M-Pesa on the Daraja simulator's phone that pays at once. */
const paidBooking = (guest: Who, spaceId: string, ctx: TestContext = t, hours = 2, companyId?: string) =>
  paidByPush(ctx, guest, spaceId, nairobiDate(new Date(Date.now() + day++ * 86_400_000)), { hours, companyId });
const docsOf = (bookingId: string) => t.database.db.select().from(etimsDocuments).where(eq(etimsDocuments.bookingId, bookingId)).orderBy(etimsDocuments.invcNo);
const hostedSpace = async (host: Who, hourlyRate: number) => {
  const space = await insertSpace(t.database, { hourlyRate });
  await t.database.db.execute(sql`update spaces set owner_id = ${host.user.id} where id = ${space.id}`);
  return space;
};
/** What a phone reads from the QR code on the page: the SVG drawn, then decoded by an independent reader. */
async function readQr(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).resize(400, 400).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe("a sale Nafasi makes: a company's tax invoice, signed by KRA, and its credit note", () => {
  it('queues the invoice with the payment, shows it waiting for KRA, then signed with its CU number, signature and a QR code that opens KRA', async () => {
    const guest = await signUp(t, { name: 'Wanjiku Finance' });
    await as(t, guest).put('/api/account/tax', { kraPin: 'P052222222Q', invoiceName: 'Acme Kenya Ltd' });
    const own = await insertSpace(t.database, { hourlyRate: 2500, title: 'Nafasi Boardroom' });
    const booking = await paidBooking(guest, own.id);
    expect(booking.invoice).toMatchObject({ subtotal: 5000, tax: 800, total: 5800 });

    // Written with the payment: waiting for KRA until the job sends it.
    const waiting = (await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ kind: 'sale', receiptType: 'S', status: 'waiting', cuInvoiceNo: null, qrSvg: null, total: 5800, tax: 800 });

    expect(await t.app.jobs.sendEtims(later(1))).toBeGreaterThanOrEqual(1);
    const [invoice] = (await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data;
    expect(invoice).toMatchObject({
      status: 'signed',
      customerName: 'Acme Kenya Ltd',
      customerPin: 'P052222222Q',
      sellerPin: NAFASI_PIN,
      taxType: 'B',
      taxRate: 16,
      traderInvoiceNo: booking.invoice.id,
    });
    expect(invoice.cuInvoiceNo).toMatch(/^KRACU\d{9}\/\d+$/);
    expect(invoice.signature).toMatch(/^[A-Z2-7]{16}$/);
    const qr = await readQr(invoice.qrSvg);
    expect(qr).toBe(`${sim().url}/common/link/etims/receipt/indexEtimsReceiptData?Data=${NAFASI_PIN}00${invoice.signature}`);
    expect(invoice.verificationUrl).toBe(qr);
    // KRA has it as the invoice says: the buyer, the amounts; its page names it.
    const atKra = sim()
      .signed()
      .find((r) => r.rcptSign === invoice.signature)!;
    expect(atKra).toMatchObject({ tin: NAFASI_PIN, rcptTyCd: 'S', custTin: 'P052222222Q', custNm: 'Acme Kenya Ltd', totAmt: 580_000, totTaxAmt: 80_000 });
    const page = await fetch(qr!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(invoice.cuInvoiceNo);

    // Its mail: KRA's numbers and the QR code, inline.
    const mail = await mailbox.find(guest.email, m.etims_mail_subject_invoice({ number: String(invoice.number) }));
    expect(mail.text).toContain(invoice.cuInvoiceNo);
    const png = mail.parsed.attachments.find((a) => a.contentType === 'image/png');
    expect(png?.cid).toBe('qr@nafasi');
    // Inline: the HTML names it by its content id (the parser hands it back as a data URL).
    expect(mail.text).toContain('cid:qr@nafasi');
    const { data, info } = await sharp(png!.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(qr);

    // Cancelled within the policy: a credit note that refers to it, signed after it, for the same amounts.
    expect((await as(t, guest).post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    const queued = (await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data;
    expect(queued[1]).toMatchObject({ receiptType: 'R', status: 'waiting', original: { id: invoice.id, number: invoice.number } });
    await t.app.jobs.sendEtims(later(2));
    const credit = (await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data[1];
    expect(credit).toMatchObject({ receiptType: 'R', status: 'signed', total: 5800, tax: 800, original: { cuInvoiceNo: invoice.cuInvoiceNo } });
    const creditAtKra = sim()
      .signed()
      .find((r) => r.rcptSign === credit.signature)!;
    expect(creditAtKra).toMatchObject({ rcptTyCd: 'R', orgInvcNo: invoice.number, totAmt: 580_000 });
    await mailbox.find(guest.email, m.etims_mail_subject_credit({ number: String(credit.number) }));
  });

  it("tells a guest who reads Kiswahili in Kiswahili: the mail's subject, words and the QR code's label", async () => {
    const guest = await signUp(t, { name: 'Baraka Mwenda' });
    await t.database.db.execute(sql`update profiles set locale = 'sw' where user_id = ${guest.user.id}`);
    const booking = await paidBooking(guest, (await insertSpace(t.database, { hourlyRate: 1000 })).id);
    await t.app.jobs.sendEtims(later(1));
    const [doc] = await docsOf(booking.id);
    const sw = { locale: 'sw' } as const;
    const mail = await mailbox.find(guest.email, m.etims_mail_subject_invoice({ number: String(doc!.invcNo) }, sw));
    expect(mail.text).toContain(m.etims_cu_invoice_no({}, sw));
    expect(mail.parsed.html).toContain(m.etims_qr_alt({}, sw).replace(/'/g, '&#x27;'));
  });

  it("signs the sample data's invoices like any, and tells nobody of them", async () => {
    const guest = await signUp(t);
    const space = await insertSpace(t.database, { hourlyRate: 1100 });
    const booking = await bookedAt(t, guest, space.id, nairobiDate(new Date(Date.now() + day++ * 86_400_000)), { hours: 1 });
    // As the seed pays its sample bookings (seed/accounts.ts): quietly.
    await t.database.db.transaction(async (tx) => {
      await received(tx, 127_600, 'SAMPLE0001', 'paybill payment', booking.id);
      await applied(tx, (await bookingForLedger(tx, booking.id))!, 127_600, 10, 'SAMPLE0001', { quiet: true });
    });
    await t.app.jobs.sendEtims(later(1));
    const [doc] = await docsOf(booking.id);
    expect(doc).toMatchObject({ status: 'signed', tellCustomer: false });
    const told = await t.database.db.select().from(events).where(eq(events.userId, guest.user.id));
    expect(told.filter((e) => e.kind === 'etims_signed')).toEqual([]);
  });

  it('shows a document to its customer and admins only', async () => {
    const guest = await signUp(t);
    const stranger = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    const booking = await paidBooking(guest, (await insertSpace(t.database, { hourlyRate: 1000 })).id);
    const [doc] = await docsOf(booking.id);
    expect((await as(t, guest).get(`/api/tax-invoices/${doc!.id}`)).statusCode).toBe(200);
    expect((await as(t, admin).get(`/api/tax-invoices/${doc!.id}`)).statusCode).toBe(200);
    for (const url of [`/api/tax-invoices/${doc!.id}`, `/api/bookings/${booking.id}/tax-invoices`]) {
      expect((await as(t, stranger).get(url)).statusCode).toBe(404);
      expect((await as(t, null).get(url)).statusCode).toBe(401);
    }
    expect((await as(t, guest).get('/api/tax-invoices/not-an-id')).statusCode).toBe(400);
    expect((await as(t, admin).get('/api/admin/etims')).json().data.enabled).toBe(true);
    expect((await as(t, guest).get('/api/admin/etims')).statusCode).toBe(403);
  });

  it("names the company on a booking on its account, and shows the document to the company's admins, not its other members", async () => {
    const finance = await signUp(t);
    const booker = await signUp(t);
    const colleague = await signUp(t);
    const company = (
      await as(t, finance).post('/api/companies', {
        name: 'Acme Kenya Limited',
        kraPin: 'P051987654M',
        postalAddress: 'P.O. Box 1-00100, Nairobi',
        billingEmail: 'ap@acme.co.ke',
      })
    ).json().data as { id: string };
    // Members joined as an accepted invitation would make them.
    await t.database.db.insert(companyMembers).values([
      { companyId: company.id, userId: booker.user.id, role: 'member' },
      { companyId: company.id, userId: colleague.user.id, role: 'member' },
    ]);
    const booking = await paidBooking(booker, (await insertSpace(t.database, { hourlyRate: 1000 })).id, t, 2, company.id);
    const [doc] = await docsOf(booking.id);
    expect(doc).toMatchObject({ customerName: 'Acme Kenya Limited', customerPin: 'P051987654M' });
    for (const who of [booker, finance]) {
      expect((await as(t, who).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data).toHaveLength(1);
      expect((await as(t, who).get(`/api/tax-invoices/${doc!.id}`)).statusCode).toBe(200);
    }
    expect((await as(t, colleague).get(`/api/bookings/${booking.id}/tax-invoices`)).statusCode).toBe(404);
    expect((await as(t, colleague).get(`/api/tax-invoices/${doc!.id}`)).statusCode).toBe(404);
  });
});

describe("Nafasi's fee to a host", () => {
  it("invoices the host for the fee and its VAT, with the host's PIN; the guest of a host's sale gets no Nafasi invoice; a cancellation credits it", async () => {
    const host = await signUp(t, { role: 'owner', name: 'Kariuki Host' });
    await as(t, host).put('/api/account/tax', { kraPin: 'P051234567X', vatRegistered: true });
    const guest = await signUp(t);
    const space = await hostedSpace(host, 2500);
    const booking = await paidBooking(guest, space.id);
    // The guest's invoice is the host's own (they sell the hours): nothing Nafasi sends of it.
    expect((await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data).toEqual([]);
    const [fee] = await docsOf(booking.id);
    // Fee 10 % of 5,000 = 500, VAT on it 80: 580 tax-inclusive.
    expect(fee).toMatchObject({
      kind: 'fee',
      receiptType: 'S',
      customerId: host.user.id,
      customerPin: 'P051234567X',
      taxType: 'B',
      totalCents: 58_000,
      taxCents: 8_000,
    });
    await t.app.jobs.sendEtims(later(1));
    const shown = (await as(t, host).get(`/api/tax-invoices/${fee!.id}`)).json().data;
    expect(shown).toMatchObject({ kind: 'fee', status: 'signed', customerName: 'Kariuki Host', total: 580, tax: 80, spaceName: space.title });
    expect((await as(t, guest).get(`/api/tax-invoices/${fee!.id}`)).statusCode).toBe(404);
    await mailbox.find(host.email, m.etims_mail_subject_invoice({ number: String(shown.number) }));

    expect((await as(t, guest).post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    await t.app.jobs.sendEtims(later(2));
    const docs = await docsOf(booking.id);
    expect(docs.map((d) => [d.kind, d.receiptType, d.status, d.totalCents])).toEqual([
      ['fee', 'S', 'signed', 58_000],
      ['fee', 'R', 'signed', 58_000],
    ]);
  });
});

describe('KRA away', () => {
  it('keeps invoices waiting and retries them later, backing off; a credit note waits for its invoice; each number goes to KRA once', async () => {
    const guest = await signUp(t);
    sim().outage(true);
    const before = sim().signed().length;
    const booking = await paidBooking(guest, (await insertSpace(t.database, { hourlyRate: 1500 })).id);
    expect(await t.app.jobs.sendEtims(later(1))).toBe(0);
    let [sale] = await docsOf(booking.id);
    expect(sale).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(problemWords(sale!.lastError)).toMatch(/^KRA eTIMS did not answer \(.*503/);
    expect(sale!.nextAttemptAt.getTime()).toBeGreaterThan(later(20).getTime());
    // Shown to the guest as waiting for KRA.
    expect((await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data[0].status).toBe('waiting');
    // Cancelled while KRA is away: the credit note is queued and waits for its invoice.
    expect((await as(t, guest).post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    await t.app.jobs.sendEtims(later(40));
    [sale] = await docsOf(booking.id);
    expect(sale).toMatchObject({ status: 'waiting', attempts: 2 });

    sim().outage(false);
    // Several senders at once, in rounds (instances, or a slow run overlapping the next): each document is signed once.
    for (let round = 0; round < 3; round++) {
      const at = later(3600 + round * 60);
      await Promise.all([t.app.jobs.sendEtims(at), t.app.jobs.sendEtims(at)]);
    }
    const docs = await docsOf(booking.id);
    expect(docs.map((d) => [d.receiptType, d.status])).toEqual([
      ['S', 'signed'],
      ['R', 'signed'],
    ]);
    const sent = sim().signed().slice(before);
    for (const d of docs) expect(sent.filter((r) => r.invcNo === d.invcNo)).toHaveLength(1);
    // The credit note was signed after its invoice.
    expect(sent.findIndex((r) => r.invcNo === docs[1]!.invcNo)).toBeGreaterThan(sent.findIndex((r) => r.invcNo === docs[0]!.invcNo));
  });

  it("a document KRA refuses is marked for an admin, with KRA's answer; its credit note is not sent", async () => {
    const guest = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    const booking = await paidBooking(guest, (await insertSpace(t.database, { hourlyRate: 1200 })).id);
    // A rate KRA's code list does not have for type B.
    await t.database.db.execute(sql`update etims_documents set payload = jsonb_set(payload, '{taxRtB}', '18') where booking_id = ${booking.id}`);
    await as(t, guest).post(`/api/bookings/${booking.id}/cancel`);
    await t.app.jobs.sendEtims(later(1));
    await t.app.jobs.sendEtims(later(60));
    const docs = await docsOf(booking.id);
    expect(docs[0]).toMatchObject({ status: 'rejected' });
    expect(problemWords(docs[0]!.lastError)).toMatch(/^KRA answered 910: “Request parameter error: .*taxRtB/);
    expect(docs[1]).toMatchObject({ status: 'rejected' });
    const overview = (await as(t, admin).get('/api/admin/etims')).json().data;
    expect(overview.counts.rejected).toBeGreaterThanOrEqual(2);
    expect(overview.attention).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: docs[0]!.id, status: 'rejected', lastError: problemWords(docs[0]!.lastError) })]),
    );
    // KRA's answer quoted as it came, in the admin's own sentence.
    const inSwahili = (await as(t, admin).get('/api/admin/etims', undefined, { 'accept-language': 'sw' })).json().data;
    expect(inSwahili.attention.find((d: { id: string }) => d.id === docs[0]!.id).lastError).toMatch(/^KRA ilijibu 910: “Request parameter error/);
    // The guest is told KRA refused it, not shown a signed invoice.
    expect((await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data[0]).toMatchObject({ status: 'rejected', qrSvg: null });

    // Once the cause is dealt with (the rate corrected), an admin sends it again: it and its credit note are signed, in order.
    expect((await as(t, guest).post(`/api/admin/etims/${docs[0]!.id}/retry`)).statusCode).toBe(403);
    const signedDoc = (await docsOf((await paidBooking(guest, (await insertSpace(t.database, { hourlyRate: 900 })).id)).id))[0]!;
    expect((await as(t, admin).post(`/api/admin/etims/${signedDoc.id}/retry`)).json()).toMatchObject({ message: m.etims_not_rejected() });
    await t.database.db.execute(sql`update etims_documents set payload = jsonb_set(payload, '{taxRtB}', '16') where booking_id = ${booking.id}`);
    const again = await as(t, admin).post(`/api/admin/etims/${docs[0]!.id}/retry`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'waiting' });
    await t.app.jobs.sendEtims(later(1));
    await t.app.jobs.sendEtims(later(60));
    expect((await docsOf(booking.id)).map((d) => [d.receiptType, d.status])).toEqual([
      ['S', 'signed'],
      ['R', 'signed'],
    ]);
  });

  it('gets a new token when the gateway drops the one it gave', async () => {
    const guest = await signUp(t);
    await t.app.jobs.sendEtims(later(1));
    sim().dropTokens();
    const booking = await paidBooking(guest, (await insertSpace(t.database, { hourlyRate: 800 })).id);
    await t.app.jobs.sendEtims(later(1));
    expect((await docsOf(booking.id))[0]).toMatchObject({ status: 'signed', attempts: 1 });
  });
});

describe('Nafasi not registered for VAT', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createListeningTestApp({ ETIMS_ENV: 'simulator', TAX_MODEL: 'marketplace' }, { periodicJobs: false });
  });
  afterAll(() => plain?.close());
  it('invoices its sales and fees without VAT (tax type D), and KRA signs them', async () => {
    const guest = await signUp(plain);
    const host = await signUp(plain, { role: 'owner' });
    const own = await insertSpace(plain.database, { hourlyRate: 1000 });
    const hosted = await insertSpace(plain.database, { hourlyRate: 1000 });
    await plain.database.db.execute(sql`update spaces set owner_id = ${host.user.id} where id = ${hosted.id}`);
    for (const space of [own, hosted]) await paidBooking(guest, space.id, plain, 1);
    await plain.app.jobs.sendEtims(later(1));
    const docs = await plain.database.db.select().from(etimsDocuments).orderBy(etimsDocuments.invcNo);
    expect(docs.map((d) => [d.kind, d.taxType, d.taxCents, d.totalCents, d.status, d.lastError])).toEqual([
      ['sale', 'D', 0, 100_000, 'signed', null],
      ['fee', 'D', 0, 10_000, 'signed', null],
    ]);
  });
});

describe('settings', () => {
  it("refuses to start a public production deployment on the stand-in, and sandbox or production without KRA's credentials", () => {
    const publicProduction = { NODE_ENV: 'production', PUBLIC_URL: 'https://nafasi.co.ke', MPESA_ALLOW_SIMULATOR: 'true' };
    expect(() => loadConfig(publicProduction)).toThrow(/ETIMS_ENV is simulator .* in production at https:\/\/nafasi\.co\.ke/);
    expect(loadConfig({ ...publicProduction, ETIMS_ALLOW_SIMULATOR: 'true' }).etims?.env).toBe('simulator');
    expect(loadConfig({ ...publicProduction, ETIMS_ENV: 'off' }).etims).toBeNull();
    // A machine of one's own in production mode may still use it; its sample PIN is the seller.
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:5000' }).etims).toMatchObject({ env: 'simulator', tin: SAMPLE_NAFASI_PIN });
    expect(() => loadConfig({ ETIMS_ENV: 'sandbox' })).toThrow(
      /ETIMS_ENV=sandbox needs ETIMS_CONSUMER_KEY, ETIMS_CONSUMER_SECRET, NAFASI_KRA_PIN and ETIMS_DEVICE_SERIAL/,
    );
    const sandbox = { ETIMS_ENV: 'sandbox', ETIMS_CONSUMER_KEY: 'k', ETIMS_CONSUMER_SECRET: 's', NAFASI_KRA_PIN: 'P051111111N', ETIMS_DEVICE_SERIAL: 'dvc-1' };
    expect(loadConfig(sandbox).etims).toMatchObject({ env: 'sandbox', tin: 'P051111111N', bhfId: '00', deviceSerial: 'dvc-1', cmcKey: null, sdcId: null });
    expect(() => loadConfig({ ...sandbox, ETIMS_BRANCH_ID: '1' })).toThrow(/ETIMS_BRANCH_ID must be two digits/);
    expect(() => loadConfig({ ...sandbox, ETIMS_CMC_KEY: 'f0b9831bd2334874b7ec815e40347bc4' })).toThrow(/ETIMS_CMC_KEY and ETIMS_SDC_ID go together/);
    expect(loadConfig({ ...sandbox, ETIMS_CMC_KEY: 'f0b9831bd2334874b7ec815e40347bc4', ETIMS_SDC_ID: 'KRACU013000001' }).etims).toMatchObject({
      cmcKey: 'f0b9831bd2334874b7ec815e40347bc4',
      sdcId: 'KRACU013000001',
    });
  });
});

describe('the specification\'s flat "tax"', () => {
  let flat: TestContext;
  beforeAll(async () => {
    flat = await createListeningTestApp({ ETIMS_ENV: 'simulator', TAX_MODEL: 'flat' }, { periodicJobs: false });
  });
  afterAll(() => flat?.close());
  it('sends KRA nothing: it is no tax KRA knows', async () => {
    const guest = await signUp(flat);
    const space = await insertSpace(flat.database, { hourlyRate: 1000 });
    await paidBooking(guest, space.id, flat, 1);
    expect(await flat.database.db.select().from(etimsDocuments)).toEqual([]);
  });
});
