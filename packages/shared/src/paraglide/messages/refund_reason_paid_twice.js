/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Reason_Paid_TwiceInputs */

const en_refund_reason_paid_twice = /** @type {(inputs: Refund_Reason_Paid_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid again for a booking already paid`)
};

const sw_refund_reason_paid_twice = /** @type {(inputs: Refund_Reason_Paid_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imelipwa tena kwa uhifadhi uliokwisha kulipwa`)
};

/**
* | output |
* | --- |
* | "Paid again for a booking already paid" |
*
* @param {Refund_Reason_Paid_TwiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_paid_twice = /** @type {((inputs?: Refund_Reason_Paid_TwiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_Paid_TwiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_paid_twice(inputs)
	return en_refund_reason_paid_twice(inputs)
});