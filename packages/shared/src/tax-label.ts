import { m } from './i18n.ts';
import type { TaxTerms } from './tax.ts';

/**
 * What the guest's screens call the tax line (docs/TAX.md): "VAT (16%)", "No VAT: this host is not
 * VAT-registered", "Tax (10%)". Apart from tax.ts so a page that only shows it loads no schema.
 */
export function taxLabel(terms: Pick<TaxTerms, 'kind' | 'rateBp' | 'seller'>): string {
  const percent = terms.rateBp / 100;
  if (terms.kind === 'flat') return m.tax_flat({ percent });
  if (terms.kind === 'vat') return m.tax_vat({ percent });
  return terms.seller === 'host' ? m.tax_none_host() : m.tax_none_nafasi();
}
