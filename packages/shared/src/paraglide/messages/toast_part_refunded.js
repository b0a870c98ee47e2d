/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, reference: NonNullable<unknown> }} Toast_Part_RefundedInputs */

const en_toast_part_refunded = /** @type {(inputs: Toast_Part_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} of ${i?.reference} is owed back to the guest.`)
};

const sw_toast_part_refunded = /** @type {(inputs: Toast_Part_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} za ${i?.reference} zinadaiwa na mgeni.`)
};

/**
* | output |
* | --- |
* | "{amount} of {reference} is owed back to the guest." |
*
* @param {Toast_Part_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_part_refunded = /** @type {((inputs: Toast_Part_RefundedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Part_RefundedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_part_refunded(inputs)
	return en_toast_part_refunded(inputs)
});