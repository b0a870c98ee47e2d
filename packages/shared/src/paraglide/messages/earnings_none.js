/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_NoneInputs */

const en_earnings_none = /** @type {(inputs: Earnings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No earnings yet`)
};

const sw_earnings_none = /** @type {(inputs: Earnings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna mapato`)
};

/**
* | output |
* | --- |
* | "No earnings yet" |
*
* @param {Earnings_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_none = /** @type {((inputs?: Earnings_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_none(inputs)
	return en_earnings_none(inputs)
});