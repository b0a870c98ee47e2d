/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Badge_RefundedInputs */

const en_card_badge_refunded = /** @type {(inputs: Card_Badge_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const sw_card_badge_refunded = /** @type {(inputs: Card_Badge_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imerejeshwa`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Card_Badge_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_badge_refunded = /** @type {((inputs?: Card_Badge_RefundedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Badge_RefundedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_badge_refunded(inputs)
	return en_card_badge_refunded(inputs)
});