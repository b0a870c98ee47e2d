/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Reason_Paid_After_ReleaseInputs */

const en_refund_reason_paid_after_release = /** @type {(inputs: Refund_Reason_Paid_After_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid after the booking was released`)
};

const sw_refund_reason_paid_after_release = /** @type {(inputs: Refund_Reason_Paid_After_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imelipwa baada ya uhifadhi kuachiliwa`)
};

/**
* | output |
* | --- |
* | "Paid after the booking was released" |
*
* @param {Refund_Reason_Paid_After_ReleaseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_paid_after_release = /** @type {((inputs?: Refund_Reason_Paid_After_ReleaseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_Paid_After_ReleaseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_paid_after_release(inputs)
	return en_refund_reason_paid_after_release(inputs)
});