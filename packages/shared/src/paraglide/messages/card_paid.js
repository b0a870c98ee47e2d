/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_PaidInputs */

const en_card_paid = /** @type {(inputs: Card_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const sw_card_paid = /** @type {(inputs: Card_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imelipiwa`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Card_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_paid = /** @type {((inputs?: Card_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_paid(inputs)
	return en_card_paid(inputs)
});