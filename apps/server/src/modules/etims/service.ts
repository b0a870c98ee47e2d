import { problemCode, problemWords } from '@nafasi/shared/problems';
import { inCompanyOf } from '../companies/service.ts';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { bookings, etimsDocuments, spaces } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { forgetSecret, keptSecret, sharedSecret } from '../../lib/secrets.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { m } from '@nafasi/shared/i18n';
import type { EtimsAdmin, EtimsDocument, EtimsStatus } from '@nafasi/shared/etims';
import { centsToKsh } from '@nafasi/shared/money';
import { EtimsUnreachable, verificationUrl, type EtimsClient } from './client.ts';

/**
 * Sending the documents KRA must see (documents.ts writes them) and showing them signed: the job
 * takes those due, oldest number first, each under a lease so two instances never send one at once;
 * the control unit signs each once (its number is the idempotency key: KRA answers 994 to a number
 * it has). KRA unreachable: the document waits and is tried again, backing off to an hour. KRA
 * refusing it (a 9xx result): it is marked rejected for an admin to see. A credit note goes after
 * its invoice is signed.
 */

/** A document being sent is leased this long (past the client's 20 s timeout, twice over for a token fetched first). */
const LEASE_MS = 60_000;
/** The wait after a failed attempt: 30 s, 1, 2, 4 ... minutes, at most an hour. */
export const etimsRetryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
/** The device's key and control unit id, kept for every instance. */
const DEVICE_SECRET = 'etims-device';

export interface EtimsOptions {
  client: EtimsClient;
  tin: string;
  bhfId: string;
  deviceSerial: string;
  /** A key and control unit id from an initialisation made elsewhere. */
  cmcKey: string | null;
  sdcId: string | null;
  portalUrl: string;
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

type Row = typeof etimsDocuments.$inferSelect;

/** What a person reads of a document: its numbers, amounts, the control unit's answer and the QR code. */
export async function shownDocument(
  row: Row,
  portalUrl: string | null,
  tin: string | null,
  bhfId: string | null,
  original: Row | null,
): Promise<Omit<EtimsDocument, 'spaceName'>> {
  const url = row.receiptSignature && portalUrl && tin && bhfId ? verificationUrl(portalUrl, tin, bhfId, row.receiptSignature) : null;
  return {
    id: row.id,
    kind: row.kind,
    receiptType: row.receiptType,
    number: row.invcNo,
    traderInvoiceNo: String((row.payload as { trdInvcNo?: string }).trdInvcNo ?? ''),
    bookingId: row.bookingId,
    status: row.status,
    customerName: row.customerName,
    customerPin: row.customerPin,
    sellerPin: tin,
    itemName: String((row.payload as { itemList?: { itemNm?: string }[] }).itemList?.[0]?.itemNm ?? ''),
    taxType: row.taxType,
    taxRate: Number(row.payload[`taxRt${row.taxType}`] ?? 0),
    total: centsToKsh(row.totalCents),
    tax: centsToKsh(row.taxCents),
    cuInvoiceNo: row.cuInvoiceNo,
    signature: row.receiptSignature,
    internalData: row.internalData,
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    original: original ? { id: original.id, number: original.invcNo, cuInvoiceNo: original.cuInvoiceNo } : null,
    verificationUrl: url,
    qrSvg: url ? await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }) : null,
  };
}

export function etimsService(db: Db, options: EtimsOptions | null) {
  /** The device's key: kept, given, or learned from KRA by initialising it (once). */
  async function device(): Promise<{ cmcKey: string; sdcId: string } | null> {
    if (!options) return null;
    const kept = await keptSecret(db, DEVICE_SECRET);
    if (kept) return JSON.parse(kept) as { cmcKey: string; sdcId: string };
    if (options.cmcKey && options.sdcId) return { cmcKey: options.cmcKey, sdcId: options.sdcId };
    const answer = await options.client.initialise(options.deviceSerial);
    if (answer.resultCd !== '000' || !answer.data) {
      options.log.error(
        { resultCd: answer.resultCd, resultMsg: answer.resultMsg },
        answer.resultCd === '902'
          ? 'KRA says the eTIMS device is installed, but no communication key is kept: set ETIMS_CMC_KEY and ETIMS_SDC_ID (docs/TAX.md "eTIMS")'
          : 'KRA refused to initialise the eTIMS device',
      );
      return null;
    }
    const { cmcKey, sdcId } = answer.data.info;
    return JSON.parse(await sharedSecret(db, DEVICE_SECRET, () => JSON.stringify({ cmcKey, sdcId }))) as { cmcKey: string; sdcId: string };
  }

  /**
   * Takes a document for one attempt: nobody else sends it while the lease runs. The lease is the
   * database's clock, not the caller's, so a sender whose clock runs ahead (another instance, a test
   * moving time) cannot take a document another is sending.
   */
  async function lease(id: string, now: Date): Promise<Row | undefined> {
    const [row] = await db
      .update(etimsDocuments)
      .set({ leasedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
      .where(
        and(
          eq(etimsDocuments.id, id),
          eq(etimsDocuments.status, 'waiting'),
          lte(etimsDocuments.nextAttemptAt, now),
          or(isNull(etimsDocuments.leasedUntil), sql`${etimsDocuments.leasedUntil} < now()`),
        ),
      )
      .returning();
    return row;
  }

  /** The attempt's end: what it found, and the lease given back. */
  const settle = (id: string, values: Partial<typeof etimsDocuments.$inferInsert>) =>
    db
      .update(etimsDocuments)
      .set({ ...values, leasedUntil: null })
      .where(eq(etimsDocuments.id, id));
  const later = (row: Row, now: Date, error: string) =>
    settle(row.id, { attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + etimsRetryDelayMs(row.attempts + 1)), lastError: error });

  /** One attempt at one document: signed, waiting longer, or refused. */
  async function send(row: Row, key: { cmcKey: string; sdcId: string }, now: Date): Promise<'signed' | 'waiting' | 'rejected' | 'unreachable'> {
    if (!options) return 'waiting';
    if (row.originalId) {
      const [original] = await db.select({ status: etimsDocuments.status }).from(etimsDocuments).where(eq(etimsDocuments.id, row.originalId));
      if (original?.status === 'rejected') {
        await settle(row.id, { status: 'rejected', lastError: problemCode({ key: 'etims_original_refused' }) });
        return 'rejected';
      }
      if (original?.status !== 'signed') {
        // Not an attempt: KRA takes a credit note only after the invoice it refers to.
        await settle(row.id, { nextAttemptAt: new Date(now.getTime() + 15_000) });
        return 'waiting';
      }
    }
    try {
      const answer = await options.client.saveSale(row.payload, key.cmcKey);
      if (answer.resultCd === '000' && answer.data) {
        const d = answer.data;
        await settle(row.id, {
          status: 'signed',
          attempts: row.attempts + 1,
          cuInvoiceNo: `${key.sdcId}/${String(d.curRcptNo)}`,
          receiptSignature: d.rcptSign,
          internalData: d.intrlData,
          sdcDateTime: d.sdcDateTime,
          signedAt: now,
          lastError: null,
        });
        return 'signed';
      }
      const error = problemCode({ key: 'kra_said', values: { code: answer.resultCd, said: answer.resultMsg } });
      if (answer.resultCd === '901') {
        // KRA no longer knows the key: forget it, so the next run initialises the device again.
        await forgetSecret(db, DEVICE_SECRET, JSON.stringify(key));
        await later(row, now, error);
        return 'waiting';
      }
      if (answer.resultCd >= '900' && answer.resultCd !== '999') {
        options.log.error({ invcNo: row.invcNo, resultCd: answer.resultCd, resultMsg: answer.resultMsg }, 'KRA eTIMS refused a document');
        await settle(row.id, { status: 'rejected', attempts: row.attempts + 1, lastError: error });
        return 'rejected';
      }
      await later(row, now, error);
      return 'waiting';
    } catch (err) {
      if (!(err instanceof EtimsUnreachable)) options.log.error({ err, invcNo: row.invcNo }, 'sending a document to KRA eTIMS failed');
      await later(row, now, problemCode({ key: 'kra_unreachable', values: { said: err instanceof Error ? err.message : String(err) } }));
      return 'unreachable';
    }
  }

  return {
    enabled: options !== null,

    /** KRA's verification page of a signed receipt (what its QR code opens); null while eTIMS is off. */
    verificationUrl: (signature: string) => (options ? verificationUrl(options.portalUrl, options.tin, options.bhfId, signature) : null),

    /**
     * Sends the documents due, oldest number first (a credit note after its invoice), `limit` at a
     * time. Returns how many were signed. Nothing while eTIMS is off or the device has no key.
     */
    async sendDue(now = new Date(), limit = 200): Promise<number> {
      if (!options) return 0;
      const due = await db
        .select({ id: etimsDocuments.id })
        .from(etimsDocuments)
        .where(and(eq(etimsDocuments.status, 'waiting'), lte(etimsDocuments.nextAttemptAt, now)))
        .orderBy(asc(etimsDocuments.invcNo))
        .limit(limit);
      if (!due.length) return 0;
      let key: { cmcKey: string; sdcId: string } | null;
      try {
        key = await device();
      } catch (err) {
        options.log.warn({ err }, 'KRA eTIMS could not be reached to initialise the device; documents wait');
        return 0;
      }
      if (!key) return 0;
      let signed = 0;
      for (const { id } of due) {
        const row = await lease(id, now);
        if (!row) continue;
        const outcome = await send(row, key, now);
        if (outcome === 'signed') signed++;
        // KRA unreachable: the rest would fail the same way; they wait for the next run.
        if (outcome === 'unreachable') break;
      }
      return signed;
    },

    /** The documents of bookings, for their pages: who may see each is the caller's check. */
    async ofBookings(bookingIds: string[]): Promise<Row[]> {
      if (!bookingIds.length) return [];
      return db.select().from(etimsDocuments).where(inArray(etimsDocuments.bookingId, bookingIds)).orderBy(asc(etimsDocuments.invcNo));
    },

    /**
     * One document as its customer (the guest of a sale, the host of a fee), an admin of the company
     * whose account the sale was on, or an admin sees it.
     */
    async document(user: AuthUser, id: string): Promise<EtimsDocument> {
      const [row] = await db
        .select({ doc: etimsDocuments, spaceName: spaces.title, companyAdmin: inCompanyOf(bookings.companyId, user.id, 'admin') })
        .from(etimsDocuments)
        .innerJoin(bookings, eq(bookings.id, etimsDocuments.bookingId))
        .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
        .where(eq(etimsDocuments.id, id));
      const companys = row?.doc.kind === 'sale' && row.companyAdmin;
      if (!row || (user.role !== 'admin' && row.doc.customerId !== user.id && !companys)) throw notFound(m.etims_not_found());
      return this.shown(row.doc, { spaceName: row.spaceName });
    },

    /**
     * A booking's documents its guest (on a company's account, while they belong to it), the
     * company's admins or an admin see: the sale and its credit note; the fee is the host's.
     */
    async forGuest(user: AuthUser, bookingId: string): Promise<EtimsDocument[]> {
      const [booking] = await db
        .select({
          userId: bookings.userId,
          companyId: bookings.companyId,
          spaceName: spaces.title,
          member: inCompanyOf(bookings.companyId, user.id),
          companyAdmin: inCompanyOf(bookings.companyId, user.id, 'admin'),
        })
        .from(bookings)
        .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
        .where(eq(bookings.id, bookingId));
      const guest = booking?.userId === user.id && (!booking.companyId || booking.member);
      if (!booking || (!guest && !booking.companyAdmin && user.role !== 'admin')) throw notFound(m.etims_not_found());
      const rows = await db
        .select()
        .from(etimsDocuments)
        .where(and(eq(etimsDocuments.bookingId, bookingId), eq(etimsDocuments.kind, 'sale')))
        .orderBy(asc(etimsDocuments.invcNo));
      return Promise.all(rows.map((r) => this.shown(r, { siblings: rows, spaceName: booking.spaceName })));
    },

    /** A host's fee invoices (and their credit notes) of their bookings, by booking. */
    async feesOf(hostId: string, bookingIds: string[]): Promise<Map<string, { id: string; status: EtimsStatus; credited: boolean }>> {
      if (!bookingIds.length) return new Map();
      const rows = await db
        .select({
          id: etimsDocuments.id,
          bookingId: etimsDocuments.bookingId,
          status: etimsDocuments.status,
          receiptType: etimsDocuments.receiptType,
          totalCents: etimsDocuments.totalCents,
        })
        .from(etimsDocuments)
        .where(and(eq(etimsDocuments.customerId, hostId), eq(etimsDocuments.kind, 'fee'), inArray(etimsDocuments.bookingId, bookingIds)));
      const map = new Map<string, { id: string; status: EtimsStatus; credited: boolean }>();
      // Credited: its credit notes (a cancellation's, refunds' of part) came to the whole of it.
      for (const r of rows.filter((r) => r.receiptType === 'S')) {
        const notes = rows.filter((n) => n.receiptType === 'R' && n.bookingId === r.bookingId).reduce((sum, n) => sum + n.totalCents, 0);
        map.set(r.bookingId, { id: r.id, status: r.status, credited: notes >= r.totalCents });
      }
      return map;
    },

    /** A document as people read it; `siblings` (its booking's documents) and `spaceName` when the caller has them read already. */
    async shown(row: Row, known: { siblings?: Row[]; spaceName?: string } = {}): Promise<EtimsDocument> {
      const original = row.originalId
        ? (known.siblings?.find((s) => s.id === row.originalId) ??
          (await db.select().from(etimsDocuments).where(eq(etimsDocuments.id, row.originalId)))[0] ??
          null)
        : null;
      // What was booked, by the space's name: the page words the line in the reader's language (KRA's record keeps its own).
      const spaceName =
        known.spaceName ??
        (await db.select({ title: spaces.title }).from(bookings).innerJoin(spaces, eq(spaces.id, bookings.spaceId)).where(eq(bookings.id, row.bookingId)))[0]
          ?.title ??
        '';
      return { ...(await shownDocument(row, options?.portalUrl ?? null, options?.tin ?? null, options?.bhfId ?? null, original)), spaceName };
    },

    /**
     * An admin sends a refused document again (after KRA's answer was dealt with: a device set up
     * again, a rate corrected in its settings), and its credit notes refused with it: each waits for
     * the job as new, with the same number. The audit log says who.
     */
    async retry(admin: AuthUser, id: string): Promise<EtimsDocument> {
      const row = await db.transaction(async (tx) => {
        const [doc] = await tx.select().from(etimsDocuments).where(eq(etimsDocuments.id, id)).for('update');
        if (!doc) throw notFound(m.etims_not_found());
        if (doc.status !== 'rejected') throw new AppError(409, 'not_rejected', m.etims_not_rejected());
        const again = { status: 'waiting' as const, attempts: 0, nextAttemptAt: new Date(), lastError: null, leasedUntil: null };
        const [waiting] = await tx.update(etimsDocuments).set(again).where(eq(etimsDocuments.id, id)).returning();
        await tx
          .update(etimsDocuments)
          .set(again)
          .where(and(eq(etimsDocuments.originalId, id), eq(etimsDocuments.status, 'rejected')));
        await audit(tx, admin, {
          action: 'etims.retried',
          targetType: 'booking',
          targetId: doc.bookingId,
          said: doc.lastError
            ? { key: 'audit_etims_retried', values: { number: String(doc.invcNo), error: doc.lastError } }
            : { key: 'audit_etims_retried_unknown', values: { number: String(doc.invcNo) } },
        });
        return waiting;
      });
      if (!row) throw notFound(m.etims_not_found());
      return this.shown(row);
    },

    /** How many documents wait, were refused, or were signed, and those an admin should look at (the Tax tab). */
    async overview(): Promise<EtimsAdmin> {
      const rows = await db
        .select({ status: etimsDocuments.status, n: sql<string>`count(*)` })
        .from(etimsDocuments)
        .groupBy(etimsDocuments.status);
      const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      const attention = await db
        .select()
        .from(etimsDocuments)
        .where(or(eq(etimsDocuments.status, 'rejected'), and(eq(etimsDocuments.status, 'waiting'), sql`${etimsDocuments.attempts} > 0`)))
        .orderBy(asc(etimsDocuments.invcNo))
        .limit(20);
      return {
        enabled: options !== null,
        counts: { waiting: n('waiting'), signed: n('signed'), rejected: n('rejected') },
        attention: attention.map((d) => ({
          id: d.id,
          number: d.invcNo,
          kind: d.kind,
          receiptType: d.receiptType,
          status: d.status,
          attempts: d.attempts,
          lastError: problemWords(d.lastError),
          createdAt: d.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type EtimsService = ReturnType<typeof etimsService>;

/**
 * Deleting an account: its invoices and credit notes stay (kept five years, Tax Procedures Act
 * s. 23), with the person's name gone from our copy and from what is still to be sent; a PIN stays,
 * as KRA has it.
 */
export async function eraseCustomer(tx: Db, userId: string) {
  await tx
    .update(etimsDocuments)
    .set({ customerName: null, payload: sql`${etimsDocuments.payload} - 'custNm'` })
    .where(eq(etimsDocuments.customerId, userId));
}
