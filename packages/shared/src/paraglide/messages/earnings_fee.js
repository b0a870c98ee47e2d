/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_FeeInputs */

const en_earnings_fee = /** @type {(inputs: Earnings_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

const sw_earnings_fee = /** @type {(inputs: Earnings_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada`)
};

/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Earnings_FeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_fee = /** @type {((inputs?: Earnings_FeeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_FeeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_fee(inputs)
	return en_earnings_fee(inputs)
});