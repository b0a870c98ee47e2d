/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Card_Refund_DueInputs */

const en_card_refund_due = /** @type {(inputs: Card_Refund_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund of ${i?.amount} on its way to your M-Pesa.`)
};

const sw_card_refund_due = /** @type {(inputs: Card_Refund_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marejesho ya ${i?.amount} yanakuja kwenye M-Pesa yako.`)
};

/**
* | output |
* | --- |
* | "Refund of {amount} on its way to your M-Pesa." |
*
* @param {Card_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_refund_due = /** @type {((inputs: Card_Refund_DueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Refund_DueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_refund_due(inputs)
	return en_card_refund_due(inputs)
});