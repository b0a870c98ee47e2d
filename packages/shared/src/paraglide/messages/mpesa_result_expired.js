/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Result_ExpiredInputs */

const en_mpesa_result_expired = /** @type {(inputs: Mpesa_Result_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment request expired before it was answered. Send a new one.`)
};

const sw_mpesa_result_expired = /** @type {(inputs: Mpesa_Result_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa ombi la malipo ulikwisha kabla ya kujibiwa. Tuma jipya.`)
};

/**
* | output |
* | --- |
* | "The payment request expired before it was answered. Send a new one." |
*
* @param {Mpesa_Result_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_expired = /** @type {((inputs?: Mpesa_Result_ExpiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Result_ExpiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_result_expired(inputs)
	return en_mpesa_result_expired(inputs)
});