/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Till_NumberInputs */

const en_payout_till_number = /** @type {(inputs: Payout_Till_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till number`)
};

const sw_payout_till_number = /** @type {(inputs: Payout_Till_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya till`)
};

/**
* | output |
* | --- |
* | "Till number" |
*
* @param {Payout_Till_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_till_number = /** @type {((inputs?: Payout_Till_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Till_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_till_number(inputs)
	return en_payout_till_number(inputs)
});