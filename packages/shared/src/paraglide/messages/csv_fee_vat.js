/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Fee_VatInputs */

const en_csv_fee_vat = /** @type {(inputs: Csv_Fee_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT on the fee (KSH)`)
};

const sw_csv_fee_vat = /** @type {(inputs: Csv_Fee_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT ya ada (KSH)`)
};

/**
* | output |
* | --- |
* | "VAT on the fee (KSH)" |
*
* @param {Csv_Fee_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_fee_vat = /** @type {((inputs?: Csv_Fee_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Fee_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_fee_vat(inputs)
	return en_csv_fee_vat(inputs)
});