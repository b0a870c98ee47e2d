/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Refund_Reason_Unclaimed_TillInputs */

const en_refund_reason_unclaimed_till = /** @type {(inputs: Refund_Reason_Unclaimed_TillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid to the till and not claimed with its code within ${i?.days} days`)
};

const sw_refund_reason_unclaimed_till = /** @type {(inputs: Refund_Reason_Unclaimed_TillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imelipwa kwa till na haikudaiwa kwa msimbo wake ndani ya siku ${i?.days}`)
};

/**
* | output |
* | --- |
* | "Paid to the till and not claimed with its code within {days} days" |
*
* @param {Refund_Reason_Unclaimed_TillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_unclaimed_till = /** @type {((inputs: Refund_Reason_Unclaimed_TillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_Unclaimed_TillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_unclaimed_till(inputs)
	return en_refund_reason_unclaimed_till(inputs)
});