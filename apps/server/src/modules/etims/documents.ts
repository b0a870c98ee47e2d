import { and, asc, eq, sql } from 'drizzle-orm';
import { moneySplit, type TaxTerms } from '@nafasi/shared/tax';
import type { Db } from '../../db/client.ts';
import { bookings, etimsDocuments, profiles, spaces, users } from '../../db/schema.ts';
import { nairobiStamp } from '@nafasi/shared/time';

/**
 * The documents KRA's eTIMS must see (docs/TAX.md "eTIMS"), written in the transaction of the money
 * that causes them, so none is lost and none is made twice:
 *
 * - a paid booking whose hours Nafasi sells (its own listings; every booking under TAX_MODEL=seller)
 *   has a sale invoice to its guest, VAT at the booking's rate (tax type B) or none (D);
 * - a paid booking of a host's space has Nafasi's fee invoice to the host (the fee and the VAT on it);
 * - a cancellation that undoes a paid booking credits what is left of each, and a refund of part
 *   credits that share of each (a credit note refers to its invoice by KRA's number).
 *
 * The specification's flat "tax" (TAX_MODEL=flat) is no tax KRA knows: such bookings send nothing.
 */

type Tx = Pick<Db, 'insert' | 'select' | 'execute'>;

/** KRA's item codes (country, item type 3 = service, packaging NT, unit U, a sequence) and classes; a tax adviser confirms the classes (docs/TAX.md). */
export const ETIMS_ITEMS = {
  sale: { itemCd: 'KE3NTU0000001', itemClsCd: '80131500' },
  fee: { itemCd: 'KE3NTU0000002', itemClsCd: '80141600' },
} as const;

/** KRA's rate of a tax type in the band fields (B: VAT at the booking's rate; D: not subject to VAT). */
const BANDS = ['A', 'B', 'C', 'D', 'E'] as const;
const BAND_RATES = { A: 0, B: 16, C: 0, D: 0, E: 8 };

interface Amounts {
  taxType: 'B' | 'D';
  /** Percent, for band B. */
  rate: number;
  totalCents: number;
  taxCents: number;
}

/** KRA's request for one line of a sale or credit note (the fields its tables require, amounts tax-inclusive). */
export function salePayload(input: {
  invcNo: number;
  orgInvcNo: number;
  traderInvoiceNo: string;
  receiptType: 'S' | 'R';
  customerName: string | null;
  customerPin: string | null;
  itemName: string;
  item: (typeof ETIMS_ITEMS)[keyof typeof ETIMS_ITEMS];
  amounts: Amounts;
  /** Mobile money (the booking's M-Pesa) or other (a fee netted from the host's payout). */
  paymentType: '06' | '07';
  at: Date;
}): Record<string, unknown> {
  const { amounts } = input;
  const money = (c: number) => c / 100;
  const at = nairobiStamp(input.at);
  const bands: Record<string, number> = {};
  for (const band of BANDS) {
    const here = band === amounts.taxType;
    bands[`taxblAmt${band}`] = here ? money(amounts.totalCents) : 0;
    // KRA's code list gives every band its rate whatever the document uses: B is VAT's (the booking's, when it is VAT).
    bands[`taxRt${band}`] = band === 'B' && amounts.taxType === 'B' ? amounts.rate : BAND_RATES[band];
    bands[`taxAmt${band}`] = here ? money(amounts.taxCents) : 0;
  }
  const customer = {
    ...(input.customerPin ? { custTin: input.customerPin } : {}),
    ...(input.customerName ? { custNm: input.customerName.slice(0, 60) } : {}),
  };
  return {
    trdInvcNo: input.traderInvoiceNo,
    invcNo: input.invcNo,
    orgInvcNo: input.orgInvcNo,
    ...customer,
    salesTyCd: 'N',
    rcptTyCd: input.receiptType,
    pmtTyCd: input.paymentType,
    salesSttsCd: '02',
    cfmDt: at,
    salesDt: at.slice(0, 8),
    ...(input.receiptType === 'R' ? { rfdDt: at, rfdRsnCd: '06' } : {}),
    totItemCnt: 1,
    ...bands,
    totTaxblAmt: money(amounts.totalCents),
    totTaxAmt: money(amounts.taxCents),
    totAmt: money(amounts.totalCents),
    prchrAcptcYn: 'N',
    regrId: 'nafasi',
    regrNm: 'Nafasi',
    modrId: 'nafasi',
    modrNm: 'Nafasi',
    receipt: { ...(input.customerPin ? { custTin: input.customerPin } : {}), rcptPbctDt: at, trdeNm: 'Nafasi', prchrAcptcYn: 'N' },
    itemList: [
      {
        itemSeq: 1,
        ...input.item,
        itemNm: input.itemName.slice(0, 200),
        pkgUnitCd: 'NT',
        pkg: 1,
        qtyUnitCd: 'U',
        qty: 1,
        prc: money(amounts.totalCents),
        splyAmt: money(amounts.totalCents),
        dcRt: 0,
        dcAmt: 0,
        taxTyCd: amounts.taxType,
        taxblAmt: money(amounts.totalCents),
        taxAmt: money(amounts.taxCents),
        totAmt: money(amounts.totalCents),
      },
    ],
  };
}

/**
 * Numbers at KRA for a transaction's documents: one after another from the last, taken (on the
 * first asked) under a lock held to the transaction's end, so the numbers have no gaps.
 */
function invoiceNumbers(tx: Tx): () => Promise<number> {
  let last: number | null = null;
  return async () => {
    if (last === null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('etims-invoice-no', 0))`);
      const [row] = await tx.select({ last: sql<string | null>`max(${etimsDocuments.invcNo})` }).from(etimsDocuments);
      last = Number(row?.last ?? 0);
    }
    return ++last;
  };
}

/**
 * A booking was paid through Nafasi: the invoices KRA must see of it (a sale Nafasi made, a fee it
 * charged), queued to be signed. Nothing for the specification's flat tax, or a booking paid again.
 */
export async function invoicePaidBooking(
  tx: Tx,
  booking: { id: string; hostId: string | null; subtotalCents: number; taxTerms: TaxTerms | null },
  options: { at?: Date; tellCustomer?: boolean } = {},
): Promise<void> {
  const at = options.at ?? new Date();
  const terms = booking.taxTerms;
  if (!terms || terms.kind === 'flat') return;
  const [facts] = await tx
    .select({
      invoiceId: bookings.invoiceId,
      guestId: bookings.userId,
      guestName: sql<string | null>`coalesce(${profiles.fullName}, ${users.metadata}->>'full_name')`,
      spaceTitle: spaces.title,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.userId, bookings.userId))
    .where(eq(bookings.id, booking.id));
  if (!facts) return;
  const split = moneySplit(booking.subtotalCents, terms);
  const nextInvoiceNo = invoiceNumbers(tx);
  const wanted: (typeof etimsDocuments.$inferInsert)[] = [];
  const issue = async (
    kind: 'sale' | 'fee',
    doc: Omit<Parameters<typeof salePayload>[0], 'invcNo' | 'orgInvcNo' | 'receiptType' | 'at'> & { customerId: string | null },
  ) => {
    const invcNo = await nextInvoiceNo();
    wanted.push({
      invcNo,
      kind,
      receiptType: 'S',
      bookingId: booking.id,
      customerId: doc.customerId,
      customerName: doc.customerName,
      customerPin: doc.customerPin,
      taxType: doc.amounts.taxType,
      totalCents: doc.amounts.totalCents,
      taxCents: doc.amounts.taxCents,
      payload: salePayload({ ...doc, invcNo, orgInvcNo: 0, receiptType: 'S', at }),
      tellCustomer: options.tellCustomer ?? true,
    });
  };
  const already = await tx
    .select({ kind: etimsDocuments.kind })
    .from(etimsDocuments)
    .where(and(eq(etimsDocuments.bookingId, booking.id), eq(etimsDocuments.receiptType, 'S')));
  const has = (kind: string) => already.some((d) => d.kind === kind);
  if (terms.seller === 'nafasi' && !has('sale')) {
    const vat = terms.kind === 'vat';
    await issue('sale', {
      traderInvoiceNo: facts.invoiceId,
      customerId: facts.guestId,
      customerName: terms.buyerName ?? facts.guestName,
      customerPin: terms.buyerPin,
      itemName: facts.spaceTitle,
      item: ETIMS_ITEMS.sale,
      amounts: { taxType: vat ? 'B' : 'D', rate: terms.rateBp / 100, totalCents: booking.subtotalCents + split.taxCents, taxCents: split.taxCents },
      paymentType: '06',
    });
  }
  if (booking.hostId && split.feeCents > 0 && !has('fee')) {
    const [host] = await tx
      .select({ name: sql<string | null>`coalesce(${profiles.fullName}, ${users.metadata}->>'full_name')` })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, booking.hostId));
    const vat = terms.feeVatBp > 0;
    await issue('fee', {
      traderInvoiceNo: `${facts.invoiceId}-F`,
      customerId: booking.hostId,
      customerName: host?.name ?? null,
      customerPin: terms.seller === 'host' ? terms.sellerPin : null,
      itemName: `Nafasi fee: ${facts.spaceTitle}`,
      item: ETIMS_ITEMS.fee,
      amounts: { taxType: vat ? 'B' : 'D', rate: terms.feeVatBp / 100, totalCents: split.feeCents + split.feeVatCents, taxCents: split.feeVatCents },
      paymentType: '07',
    });
  }
  if (wanted.length) await tx.insert(etimsDocuments).values(wanted);
}

/**
 * Credit notes of a booking's invoices, each referring to the invoice it credits, queued to be
 * signed after it: of what is left of each (`'whole'`: a cancellation undid the payment, ledger.ts
 * `cancelled`), or so that the credits of each come to a share of it (`of` cents in `in` paid: part
 * refunds, ledger.ts `partlyRefunded`). KRA reads a document's tax from its amount (taxable × rate
 * / (100 + rate)), so a note's tax keeps the credits' tax that of their amount, to the cent, and
 * the last credits exactly what the invoice's tax was. Returns the tax the notes credit (the VAT
 * the ledger gives back), or null when the booking has no invoices at KRA (the flat tax; no terms).
 */
export async function creditBooking(
  tx: Tx,
  bookingId: string,
  refundId: string,
  share: 'whole' | { of: number; in: number },
  at = new Date(),
): Promise<number | null> {
  const documents = await tx.select().from(etimsDocuments).where(eq(etimsDocuments.bookingId, bookingId)).orderBy(asc(etimsDocuments.invcNo));
  const invoices = documents.filter((d) => d.receiptType === 'S');
  if (!invoices.length) return null;
  const nextInvoiceNo = invoiceNumbers(tx);
  let taxCredited = 0;
  for (const invoice of invoices) {
    const notes = documents.filter((d) => d.originalId === invoice.id);
    const creditedTotal = notes.reduce((sum, d) => sum + d.totalCents, 0);
    const creditedTax = notes.reduce((sum, d) => sum + d.taxCents, 0);
    const rate = invoice.taxType === 'B' ? Number(invoice.payload.taxRtB ?? 16) : 0;
    const whole = share === 'whole' || share.of >= share.in;
    const targetTotal = whole ? invoice.totalCents : Math.round((invoice.totalCents * share.of) / share.in);
    const targetTax = whole ? invoice.taxCents : Math.round((targetTotal * rate) / (100 + rate));
    const totalCents = targetTotal - creditedTotal;
    const taxCents = Math.max(0, Math.min(totalCents, targetTax - creditedTax));
    if (totalCents <= 0) continue;
    const invcNo = await nextInvoiceNo();
    const original = invoice.payload as { trdInvcNo: string; itemList: { itemNm: string }[] };
    taxCredited += taxCents;
    await tx.insert(etimsDocuments).values({
      invcNo,
      kind: invoice.kind,
      receiptType: 'R',
      originalId: invoice.id,
      bookingId,
      refundId,
      customerId: invoice.customerId,
      customerName: invoice.customerName,
      customerPin: invoice.customerPin,
      taxType: invoice.taxType,
      totalCents,
      taxCents,
      payload: salePayload({
        invcNo,
        orgInvcNo: invoice.invcNo,
        // The trader's own number of each note: the invoice's, -CN, -CN2, ...
        traderInvoiceNo: `${original.trdInvcNo}-CN${notes.length ? notes.length + 1 : ''}`,
        receiptType: 'R',
        customerName: invoice.customerName,
        customerPin: invoice.customerPin,
        itemName: original.itemList[0]?.itemNm ?? 'Nafasi booking',
        item: ETIMS_ITEMS[invoice.kind],
        amounts: { taxType: invoice.taxType as 'B' | 'D', rate, totalCents, taxCents },
        paymentType: invoice.kind === 'sale' ? '06' : '07',
        at,
      }),
    });
  }
  return taxCredited;
}
