/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Result_UnknownInputs */

const en_mpesa_result_unknown = /** @type {(inputs: Mpesa_Result_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa could not complete the payment. Please try again.`)
};

const sw_mpesa_result_unknown = /** @type {(inputs: Mpesa_Result_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa haikuweza kukamilisha malipo. Tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "M-Pesa could not complete the payment. Please try again." |
*
* @param {Mpesa_Result_UnknownInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_unknown = /** @type {((inputs?: Mpesa_Result_UnknownInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Result_UnknownInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_result_unknown(inputs)
	return en_mpesa_result_unknown(inputs)
});