/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Card_Part_RefundedInputs */

const en_card_part_refunded = /** @type {(inputs: Card_Part_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refunded`)
};

const sw_card_part_refunded = /** @type {(inputs: Card_Part_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} zimerejeshwa`)
};

/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Card_Part_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_part_refunded = /** @type {((inputs: Card_Part_RefundedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Part_RefundedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_part_refunded(inputs)
	return en_card_part_refunded(inputs)
});