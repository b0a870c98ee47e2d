/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paid: NonNullable<unknown>, owed: NonNullable<unknown> }} Refund_Reason_ShortInputs */

const en_refund_reason_short = /** @type {(inputs: Refund_Reason_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.paid}, less than the booking's ${i?.owed}`)
};

const sw_refund_reason_short = /** @type {(inputs: Refund_Reason_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imelipwa ${i?.paid}, chini ya ${i?.owed} ya uhifadhi`)
};

/**
* | output |
* | --- |
* | "Paid {paid}, less than the booking's {owed}" |
*
* @param {Refund_Reason_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_short = /** @type {((inputs: Refund_Reason_ShortInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_ShortInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_short(inputs)
	return en_refund_reason_short(inputs)
});