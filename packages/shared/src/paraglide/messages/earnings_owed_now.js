/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Owed_NowInputs */

const en_earnings_owed_now = /** @type {(inputs: Earnings_Owed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`now, as Nafasi's accounts show.`)
};

const sw_earnings_owed_now = /** @type {(inputs: Earnings_Owed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sasa, kama hesabu za Nafasi zinavyoonyesha.`)
};

/**
* | output |
* | --- |
* | "now, as Nafasi's accounts show." |
*
* @param {Earnings_Owed_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_owed_now = /** @type {((inputs?: Earnings_Owed_NowInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Owed_NowInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_owed_now(inputs)
	return en_earnings_owed_now(inputs)
});