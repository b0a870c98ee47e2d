/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Payout_To_TillInputs */

const en_payout_to_till = /** @type {(inputs: Payout_To_TillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Till ${i?.number}`)
};

const sw_payout_to_till = /** @type {(inputs: Payout_To_TillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Till ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Till {number}" |
*
* @param {Payout_To_TillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_to_till = /** @type {((inputs: Payout_To_TillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_To_TillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_to_till(inputs)
	return en_payout_to_till(inputs)
});