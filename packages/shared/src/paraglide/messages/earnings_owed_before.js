/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Owed_BeforeInputs */

const en_earnings_owed_before = /** @type {(inputs: Earnings_Owed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are owed`)
};

const sw_earnings_owed_before = /** @type {(inputs: Earnings_Owed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unadai`)
};

/**
* | output |
* | --- |
* | "You are owed" |
*
* @param {Earnings_Owed_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_owed_before = /** @type {((inputs?: Earnings_Owed_BeforeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Owed_BeforeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_owed_before(inputs)
	return en_earnings_owed_before(inputs)
});