/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Tax_VatInputs */

const en_tax_vat = /** @type {(inputs: Tax_VatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT (${i?.percent}%)`)
};

const sw_tax_vat = /** @type {(inputs: Tax_VatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT (${i?.percent}%)`)
};

/**
* | output |
* | --- |
* | "VAT ({percent}%)" |
*
* @param {Tax_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_vat = /** @type {((inputs: Tax_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_vat(inputs)
	return en_tax_vat(inputs)
});