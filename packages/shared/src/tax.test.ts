import { describe, expect, it } from 'vitest';
import { KRA_PIN, moneySplit, SaveTaxDetailsSchema, taxTermsFor, type TaxSettings } from './tax.ts';
import { taxLabel } from './tax-label.ts';

const settings = (over: Partial<TaxSettings> = {}): TaxSettings => ({
  model: 'marketplace',
  vatRatePercent: 16,
  flatTaxPercent: 10,
  nafasiVatRegistered: false,
  nafasiPin: null,
  feePercent: 10,
  ...over,
});
const registeredHost = { vatRegistered: true, kraPin: 'P051234567X' };
const smallHost = { vatRegistered: false, kraPin: 'A123456789B' };

describe('who sells, and the tax that follows (docs/TAX.md)', () => {
  it('charges VAT only where the seller is VAT-registered, and says so in words where it is not', () => {
    const vat = taxTermsFor(settings(), registeredHost, null);
    expect(vat).toMatchObject({ kind: 'vat', rateBp: 1600, seller: 'host', sellerPin: 'P051234567X', feeVatBp: 0 });
    expect(taxLabel(vat)).toBe('VAT (16%)');
    const none = taxTermsFor(settings(), smallHost, null);
    expect(none).toMatchObject({ kind: 'none', rateBp: 0, seller: 'host' });
    expect(taxLabel(none)).toBe('No VAT: this host is not VAT-registered');
    // Nafasi as seller of record: its own registration decides.
    expect(taxLabel(taxTermsFor(settings({ model: 'seller' }), registeredHost, null))).toBe('No VAT: Nafasi is not VAT-registered');
    expect(taxTermsFor(settings({ model: 'seller', nafasiVatRegistered: true, nafasiPin: 'P000111222Q' }), smallHost, null)).toMatchObject({
      kind: 'vat',
      seller: 'nafasi',
      sellerPin: 'P000111222Q',
      feeVatBp: 1600,
    });
    // The specification's flat 10 % stays a setting.
    expect(taxLabel(taxTermsFor(settings({ model: 'flat' }), smallHost, null))).toBe('Tax (10%)');
  });

  it('divides the money so it adds up: the host’s VAT is theirs, the fee and its VAT are Nafasi’s', () => {
    const subtotal = 1_234_567;
    for (const terms of [
      taxTermsFor(settings(), registeredHost, null),
      taxTermsFor(settings({ nafasiVatRegistered: true, nafasiPin: 'P000111222Q' }), registeredHost, null),
      taxTermsFor(settings({ model: 'seller', nafasiVatRegistered: true, nafasiPin: 'P000111222Q' }), smallHost, null),
      taxTermsFor(settings({ model: 'flat' }), smallHost, null),
      taxTermsFor(settings(), smallHost, null),
    ]) {
      const split = moneySplit(subtotal, terms);
      expect(split.hostShareCents + split.feeCents + split.nafasiVatCents + split.flatTaxCents, JSON.stringify(terms)).toBe(subtotal + split.taxCents);
    }
    const withFeeVat = moneySplit(1_000_000, taxTermsFor(settings({ nafasiVatRegistered: true, nafasiPin: 'P000111222Q' }), registeredHost, null));
    expect(withFeeVat).toMatchObject({ taxCents: 160_000, feeCents: 100_000, feeVatCents: 16_000, hostVatCents: 160_000, hostShareCents: 1_044_000 });
  });

  it('checks a KRA PIN’s form and asks a VAT-registered seller for theirs', () => {
    expect(KRA_PIN.test('P051234567X')).toBe(true);
    for (const bad of ['P05123456X', '051234567XX', 'PP51234567X', 'P0512345678']) expect(KRA_PIN.test(bad), bad).toBe(false);
    expect(SaveTaxDetailsSchema.parse({ kraPin: ' p051234567x ', vatRegistered: true })).toMatchObject({ kraPin: 'P051234567X', vatRegistered: true });
    expect(SaveTaxDetailsSchema.parse({ kraPin: '', invoiceName: '' })).toEqual({ kraPin: null, vatRegistered: false, invoiceName: null });
    const refused = SaveTaxDetailsSchema.safeParse({ vatRegistered: true });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['kraPin']);
    expect(SaveTaxDetailsSchema.safeParse({ kraPin: 'P12' }).error?.issues[0]?.message).toBe(
      'Enter the KRA PIN as KRA writes it: a letter, nine digits and a letter, like P051234567X.',
    );
  });
});
