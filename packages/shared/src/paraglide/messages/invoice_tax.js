/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Invoice_TaxInputs */

const en_invoice_tax = /** @type {(inputs: Invoice_TaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tax (${i?.percent}%)`)
};

const sw_invoice_tax = /** @type {(inputs: Invoice_TaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kodi (${i?.percent}%)`)
};

/**
* | output |
* | --- |
* | "Tax ({percent}%)" |
*
* @param {Invoice_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_tax = /** @type {((inputs: Invoice_TaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_TaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_tax(inputs)
	return en_invoice_tax(inputs)
});