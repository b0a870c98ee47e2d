/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Part_Not_PaidInputs */

const en_refund_part_not_paid = /** @type {(inputs: Refund_Part_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a paid booking that stands, paid through Nafasi, can have part of it refunded.`)
};

const sw_refund_part_not_paid = /** @type {(inputs: Refund_Part_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni uhifadhi uliolipwa kupitia Nafasi na ambao bado unasimama pekee unaoweza kurejeshewa sehemu yake.`)
};

/**
* | output |
* | --- |
* | "Only a paid booking that stands, paid through Nafasi, can have part of it refunded." |
*
* @param {Refund_Part_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_not_paid = /** @type {((inputs?: Refund_Part_Not_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Part_Not_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_part_not_paid(inputs)
	return en_refund_part_not_paid(inputs)
});