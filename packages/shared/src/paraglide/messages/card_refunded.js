/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, reference: NonNullable<unknown> }} Card_RefundedInputs */

const en_card_refunded = /** @type {(inputs: Card_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded ${i?.amount} by M-Pesa (${i?.reference}).`)
};

const sw_card_refunded = /** @type {(inputs: Card_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umerejeshewa ${i?.amount} kwa M-Pesa (${i?.reference}).`)
};

/**
* | output |
* | --- |
* | "Refunded {amount} by M-Pesa ({reference})." |
*
* @param {Card_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_refunded = /** @type {((inputs: Card_RefundedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_RefundedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_refunded(inputs)
	return en_card_refunded(inputs)
});