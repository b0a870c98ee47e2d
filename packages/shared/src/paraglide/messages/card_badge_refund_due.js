/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Badge_Refund_DueInputs */

const en_card_badge_refund_due = /** @type {(inputs: Card_Badge_Refund_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund on its way`)
};

const sw_card_badge_refund_due = /** @type {(inputs: Card_Badge_Refund_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho yanakuja`)
};

/**
* | output |
* | --- |
* | "Refund on its way" |
*
* @param {Card_Badge_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_badge_refund_due = /** @type {((inputs?: Card_Badge_Refund_DueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Badge_Refund_DueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_badge_refund_due(inputs)
	return en_card_badge_refund_due(inputs)
});