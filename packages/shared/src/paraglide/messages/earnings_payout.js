/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_PayoutInputs */

const en_earnings_payout = /** @type {(inputs: Earnings_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout`)
};

const sw_earnings_payout = /** @type {(inputs: Earnings_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo`)
};

/**
* | output |
* | --- |
* | "Payout" |
*
* @param {Earnings_PayoutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_payout = /** @type {((inputs?: Earnings_PayoutInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_PayoutInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_payout(inputs)
	return en_earnings_payout(inputs)
});