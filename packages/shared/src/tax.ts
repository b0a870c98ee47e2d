import { z } from 'zod';
import { oneLine } from './api.ts';
import { fieldName } from './field-names.ts';
import { m } from './i18n.ts';

/*
 * Who sells a booking's hours and the tax that follows (docs/TAX.md): the terms a booking is sold
 * with, worked out from the settings and the seller's registration when it is made, and kept with it.
 */

export const TAX_MODELS = ['marketplace', 'seller', 'flat'] as const;
export type TaxModel = (typeof TAX_MODELS)[number];

/** A KRA PIN: a letter, nine digits, a letter (P051234567X). */
export const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;

/** The deployment's tax settings (config.ts; docs/TAX.md "Settings"). Rates in percent. */
export interface TaxSettings {
  model: TaxModel;
  vatRatePercent: number;
  flatTaxPercent: number;
  nafasiVatRegistered: boolean;
  nafasiPin: string | null;
  /** Nafasi's fee on the subtotal (MPESA_PLATFORM_FEE_PERCENT). */
  feePercent: number;
}

/** Rates are kept as basis points (1600 = 16 %): whole numbers, so a booking's terms never carry a float. */
const bp = (percent: number) => Math.round(percent * 100);
const ofBp = (cents: number, rateBp: number) => Math.round((cents * rateBp) / 10_000);

export const TaxTermsSchema = z.object({
  model: z.enum(TAX_MODELS),
  /** vat: VAT at rateBp; none: no VAT (the seller is not registered); flat: the specification's flat rate. */
  kind: z.enum(['vat', 'none', 'flat']),
  rateBp: z.number().int(),
  /** Who sells the hours: the host (Nafasi collects on their behalf) or Nafasi. */
  seller: z.enum(['host', 'nafasi']),
  sellerPin: z.string().nullable(),
  /** Nafasi's fee on the subtotal, and the VAT on that fee (0 when Nafasi is not registered). */
  feeBp: z.number().int(),
  feeVatBp: z.number().int(),
  /** Who the invoice names as the buyer (a company, with its PIN), when they gave it. */
  buyerName: z.string().nullable(),
  buyerPin: z.string().nullable(),
  /** The buyer's postal address (a company's), when the invoice names one. */
  buyerAddress: z.string().nullable().optional(),
});
export type TaxTerms = z.infer<typeof TaxTermsSchema>;

/** A seller as the terms need them: registered for VAT or not, and their PIN. */
export interface Seller {
  vatRegistered: boolean;
  kraPin: string | null;
}

/**
 * The terms a booking is sold with now. `host` is the space's host (null: an admin's own listing,
 * which Nafasi sells); `buyer` what the guest asked their invoices to name.
 */
export function taxTermsFor(
  settings: TaxSettings,
  host: Seller | null,
  buyer: { name: string | null; pin: string | null; address?: string | null } | null,
): TaxTerms {
  const feeBp = bp(settings.feePercent);
  const buyerFields = { buyerName: buyer?.name ?? null, buyerPin: buyer?.pin ?? null, ...(buyer?.address && { buyerAddress: buyer.address }) };
  if (settings.model === 'flat')
    return {
      model: 'flat',
      kind: 'flat',
      rateBp: bp(settings.flatTaxPercent),
      seller: host ? 'host' : 'nafasi',
      sellerPin: host?.kraPin ?? null,
      feeBp,
      feeVatBp: 0,
      ...buyerFields,
    };
  const feeVatBp = settings.nafasiVatRegistered ? bp(settings.vatRatePercent) : 0;
  const nafasi: Seller = { vatRegistered: settings.nafasiVatRegistered, kraPin: settings.nafasiPin };
  const sellsAsHost = settings.model === 'marketplace' && host !== null;
  const seller = sellsAsHost ? host : nafasi;
  return {
    model: settings.model,
    kind: seller.vatRegistered ? 'vat' : 'none',
    rateBp: seller.vatRegistered ? bp(settings.vatRatePercent) : 0,
    seller: sellsAsHost ? 'host' : 'nafasi',
    sellerPin: seller.kraPin,
    feeBp,
    // Nafasi's fee is its own supply to the host: VAT on it when Nafasi is registered, whoever sells the hours.
    feeVatBp: sellsAsHost || settings.model === 'seller' ? feeVatBp : 0,
    ...buyerFields,
  };
}

/** The terms of a booking made before terms were kept: the specification's flat 10 %, Nafasi's fee as configured. */
export const legacyTerms = (feePercent: number): TaxTerms => ({
  model: 'flat',
  kind: 'flat',
  rateBp: 1000,
  seller: 'host',
  sellerPin: null,
  feeBp: bp(feePercent),
  feeVatBp: 0,
  buyerName: null,
  buyerPin: null,
});

/**
 * How a booking's money divides under its terms, in cents: the tax the guest pays, Nafasi's fee and
 * the VAT on it, and the host's share (the subtotal less the fee and its VAT, plus the VAT the host
 * charged as seller, which is theirs to account for).
 */
export function moneySplit(subtotalCents: number, terms: TaxTerms) {
  const taxCents = ofBp(subtotalCents, terms.rateBp);
  const feeCents = ofBp(subtotalCents, terms.feeBp);
  const feeVatCents = ofBp(feeCents, terms.feeVatBp);
  const hostVatCents = terms.kind === 'vat' && terms.seller === 'host' ? taxCents : 0;
  return {
    taxCents,
    feeCents,
    feeVatCents,
    hostVatCents,
    /** VAT Nafasi owes KRA: on its fee, and on the booking when it sold the hours. */
    nafasiVatCents: feeVatCents + (terms.kind === 'vat' && terms.seller === 'nafasi' ? taxCents : 0),
    /** The specification's flat "tax", kept by Nafasi (TAX_MODEL=flat). */
    flatTaxCents: terms.kind === 'flat' ? taxCents : 0,
    hostShareCents: subtotalCents - feeCents - feeVatCents + hostVatCents,
  };
}

/**
 * Withholding on a booking's payout (PAYOUT_WITHHOLDING_PERCENT, docs/TAX.md): the percent of its
 * amount before VAT, in cents. The payout deducts it; the host's earnings show it.
 */
export const withheldOn = (subtotalCents: number, percent: number) => Math.round((subtotalCents * percent) / 100);

/** What a space's bookings are sold with now (GET /api/spaces/:id/tax): the booking screen's tax line before there is a booking. */
export const TaxQuoteSchema = TaxTermsSchema.pick({ kind: true, rateBp: true, seller: true });
export type TaxQuote = z.infer<typeof TaxQuoteSchema>;
export const TaxQuoteResponseSchema = z.object({ data: TaxQuoteSchema });

/** A KRA PIN as people type it (spaces and lower case forgiven): a letter, nine digits, a letter. */
export const kraPin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(KRA_PIN, { error: () => m.tax_pin_format() });

/** A calendar month, as people and `<input type="month">` write it: 2026-12. */
export const monthField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: () => m.field_month() });

/** A month of a host's withholding statement (GET /api/owner/withholding.csv?month=2026-12). */
export const WithholdingStatementQuerySchema = z.strictObject({ month: monthField });

/** What Nafasi owes KRA is paid as these (the ledger's accounts of the same names). */
export const TAX_REMITTANCE_KINDS = ['vat', 'withholding'] as const;
export type TaxRemittanceKind = (typeof TAX_REMITTANCE_KINDS)[number];

/** A month of what Nafasi owes KRA (GET /api/admin/tax?month=2026-12). */
export const TaxMonthQuerySchema = z.strictObject({ month: monthField });

/** An admin records a payment to KRA (made on iTax, or by M-Pesa to KRA's paybill) against a month's tax. */
export const NewRemittanceSchema = z.strictObject({
  kind: z.enum(TAX_REMITTANCE_KINDS, { error: () => m.field_one_of({ field: 'kind', values: TAX_REMITTANCE_KINDS.join(', ') }) }),
  month: monthField,
  amount: z
    .number({ error: () => m.field_required({ field: fieldName('amount') }) })
    .positive({ error: () => m.field_positive({ field: fieldName('amount') }) })
    .max(1_000_000_000)
    .refine((a) => Math.abs(a * 100 - Math.round(a * 100)) < 1e-6, { error: () => m.field_cents({ field: fieldName('amount') }) }),
  reference: oneLine('reference', 40)
    .toUpperCase()
    .min(1, { error: () => m.field_required({ field: fieldName('reference') }) }),
});
export type NewRemittance = z.infer<typeof NewRemittanceSchema>;

export const TaxRemittanceSchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_REMITTANCE_KINDS),
  month: z.string(),
  amount: z.number(),
  reference: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export const TaxMonthSchema = z.object({
  month: z.string(),
  /** Per kind: what the ledger says was collected for KRA in the month (less what cancellations gave back), paid, and still owed. */
  kinds: z.array(z.object({ kind: z.enum(TAX_REMITTANCE_KINDS), collected: z.number(), remitted: z.number(), owed: z.number() })),
  remittances: z.array(TaxRemittanceSchema),
});
export type TaxMonth = z.infer<typeof TaxMonthSchema>;
export const TaxMonthResponseSchema = z.object({ data: TaxMonthSchema });
export const TaxRemittanceResponseSchema = z.object({ data: TaxRemittanceSchema });

/** A person's tax details: their PIN and VAT registration (hosts), and the name their invoices carry (a company). */
export const TaxDetailsSchema = z.object({
  kraPin: z.string().nullable(),
  vatRegistered: z.boolean(),
  invoiceName: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The deployment's model and VAT rate: what a host's registration means for their guests. */
  model: z.enum(TAX_MODELS),
  vatRatePercent: z.number(),
});
export type TaxDetails = z.infer<typeof TaxDetailsSchema>;
export const TaxDetailsResponseSchema = z.object({ data: TaxDetailsSchema });

export const SaveTaxDetailsSchema = z
  .strictObject({
    kraPin: z.union([kraPin, z.literal('').transform(() => null), z.null()]).default(null),
    vatRegistered: z.boolean({ error: () => m.field_boolean({ field: 'vatRegistered' }) }).default(false),
    invoiceName: z
      .union([oneLine('invoiceName', 120), z.null()])
      .transform((name) => (name ? name : null))
      .default(null),
  })
  // A VAT invoice names its seller's PIN: a registered seller gives theirs.
  .refine((d) => !d.vatRegistered || d.kraPin, { path: ['kraPin'], error: () => m.tax_pin_needed_for_vat() });
export type SaveTaxDetails = z.infer<typeof SaveTaxDetailsSchema>;
