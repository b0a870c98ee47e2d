import { z } from 'zod';

/*
 * Nafasi's documents at KRA's eTIMS (docs/TAX.md "eTIMS"): a booking's sale invoice (when Nafasi
 * sells its hours), Nafasi's fee invoice to a host, and the credit notes that undo them.
 */

/** waiting: KRA has not signed it yet ("waiting for KRA"); signed; rejected: KRA refused it, an admin looks. */
export const ETIMS_STATUSES = ['waiting', 'signed', 'rejected'] as const;
export type EtimsStatus = (typeof ETIMS_STATUSES)[number];

export const EtimsDocumentSchema = z.object({
  id: z.string(),
  /** sale: the booking's hours sold by Nafasi; fee: Nafasi's fee to the host. */
  kind: z.enum(['sale', 'fee']),
  /** S: a tax invoice; R: a credit note. */
  receiptType: z.enum(['S', 'R']),
  /** Its number at KRA (the trader's invoice number, sent once). */
  number: z.number().int(),
  traderInvoiceNo: z.string(),
  bookingId: z.string(),
  status: z.enum(ETIMS_STATUSES),
  customerName: z.string().nullable(),
  customerPin: z.string().nullable(),
  sellerPin: z.string().nullable(),
  /** The line as KRA has it (its own words), and the space booked, for the page's own words. */
  itemName: z.string(),
  spaceName: z.string(),
  /** KRA's tax type (B: VAT; D: no VAT) and its rate in percent. */
  taxType: z.string(),
  taxRate: z.number(),
  /** Shillings, tax-inclusive. */
  total: z.number(),
  tax: z.number(),
  /** The control unit's answer once signed: its invoice number, signature, internal data. */
  cuInvoiceNo: z.string().nullable(),
  signature: z.string().nullable(),
  internalData: z.string().nullable(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A credit note's invoice. */
  original: z.object({ id: z.string(), number: z.number().int(), cuInvoiceNo: z.string().nullable() }).nullable(),
  /** KRA's verification page of it, and that address as a QR code (SVG). */
  verificationUrl: z.string().nullable(),
  qrSvg: z.string().nullable(),
});
export type EtimsDocument = z.infer<typeof EtimsDocumentSchema>;
export const EtimsDocumentResponseSchema = z.object({ data: EtimsDocumentSchema });

/** The signature and internal data as printed: dashed every four characters (KRA's TIS specification). */
export const dashedEvery4 = (text: string) => text.replace(/(.{4})(?=.)/g, '$1-');
export const EtimsDocumentListResponseSchema = z.object({ data: z.array(EtimsDocumentSchema) });

/** The admin's view of eTIMS: how many documents are signed, wait, or were refused, and those needing a look. */
export const EtimsAdminSchema = z.object({
  enabled: z.boolean(),
  counts: z.object({ waiting: z.number().int(), signed: z.number().int(), rejected: z.number().int() }),
  /** Refused documents, and those waiting longest, oldest first: KRA's answer or why they wait. */
  attention: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      kind: z.enum(['sale', 'fee']),
      receiptType: z.enum(['S', 'R']),
      status: z.enum(ETIMS_STATUSES),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type EtimsAdmin = z.infer<typeof EtimsAdminSchema>;
export const EtimsAdminResponseSchema = z.object({ data: EtimsAdminSchema });
