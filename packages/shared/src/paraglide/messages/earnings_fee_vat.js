/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Fee_VatInputs */

const en_earnings_fee_vat = /** @type {(inputs: Earnings_Fee_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT on the fee`)
};

const sw_earnings_fee_vat = /** @type {(inputs: Earnings_Fee_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT kwenye ada`)
};

/**
* | output |
* | --- |
* | "VAT on the fee" |
*
* @param {Earnings_Fee_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_fee_vat = /** @type {((inputs?: Earnings_Fee_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Fee_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_fee_vat(inputs)
	return en_earnings_fee_vat(inputs)
});