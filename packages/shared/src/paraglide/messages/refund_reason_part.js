/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ note: NonNullable<unknown> }} Refund_Reason_PartInputs */

const en_refund_reason_part = /** @type {(inputs: Refund_Reason_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part refunded by Nafasi: ${i?.note}`)
};

const sw_refund_reason_part = /** @type {(inputs: Refund_Reason_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sehemu imerejeshwa na Nafasi: ${i?.note}`)
};

/**
* | output |
* | --- |
* | "Part refunded by Nafasi: {note}" |
*
* @param {Refund_Reason_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_part = /** @type {((inputs: Refund_Reason_PartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_PartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_part(inputs)
	return en_refund_reason_part(inputs)
});