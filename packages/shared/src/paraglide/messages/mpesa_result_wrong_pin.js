/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Result_Wrong_PinInputs */

const en_mpesa_result_wrong_pin = /** @type {(inputs: Mpesa_Result_Wrong_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The M-Pesa PIN was wrong. Try again.`)
};

const sw_mpesa_result_wrong_pin = /** @type {(inputs: Mpesa_Result_Wrong_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN ya M-Pesa haikuwa sahihi. Jaribu tena.`)
};

/**
* | output |
* | --- |
* | "The M-Pesa PIN was wrong. Try again." |
*
* @param {Mpesa_Result_Wrong_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_wrong_pin = /** @type {((inputs?: Mpesa_Result_Wrong_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Result_Wrong_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_result_wrong_pin(inputs)
	return en_mpesa_result_wrong_pin(inputs)
});