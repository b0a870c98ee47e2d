/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_VatInputs */

const en_earnings_vat = /** @type {(inputs: Earnings_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT you charged`)
};

const sw_earnings_vat = /** @type {(inputs: Earnings_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT uliyotoza`)
};

/**
* | output |
* | --- |
* | "VAT you charged" |
*
* @param {Earnings_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_vat = /** @type {((inputs?: Earnings_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_vat(inputs)
	return en_earnings_vat(inputs)
});