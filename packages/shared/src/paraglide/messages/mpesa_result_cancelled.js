/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Result_CancelledInputs */

const en_mpesa_result_cancelled = /** @type {(inputs: Mpesa_Result_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cancelled the payment on your phone. You can try again.`)
};

const sw_mpesa_result_cancelled = /** @type {(inputs: Mpesa_Result_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulighairi malipo kwenye simu yako. Unaweza kujaribu tena.`)
};

/**
* | output |
* | --- |
* | "You cancelled the payment on your phone. You can try again." |
*
* @param {Mpesa_Result_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_cancelled = /** @type {((inputs?: Mpesa_Result_CancelledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Result_CancelledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_result_cancelled(inputs)
	return en_mpesa_result_cancelled(inputs)
});