/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Leave_ReviewInputs */

const en_card_leave_review = /** @type {(inputs: Card_Leave_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave a review`)
};

const sw_card_leave_review = /** @type {(inputs: Card_Leave_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toa maoni`)
};

/**
* | output |
* | --- |
* | "Leave a review" |
*
* @param {Card_Leave_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_leave_review = /** @type {((inputs?: Card_Leave_ReviewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Leave_ReviewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_leave_review(inputs)
	return en_card_leave_review(inputs)
});