/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Before_TaxInputs */

const en_earnings_before_tax = /** @type {(inputs: Earnings_Before_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before tax`)
};

const sw_earnings_before_tax = /** @type {(inputs: Earnings_Before_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kabla ya kodi`)
};

/**
* | output |
* | --- |
* | "Before tax" |
*
* @param {Earnings_Before_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_before_tax = /** @type {((inputs?: Earnings_Before_TaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Before_TaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_before_tax(inputs)
	return en_earnings_before_tax(inputs)
});