/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Use_MpesaInputs */

const en_pay_use_mpesa = /** @type {(inputs: Pay_Use_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use M-Pesa`)
};

const sw_pay_use_mpesa = /** @type {(inputs: Pay_Use_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tumia M-Pesa`)
};

/**
* | output |
* | --- |
* | "Use M-Pesa" |
*
* @param {Pay_Use_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_use_mpesa = /** @type {((inputs?: Pay_Use_MpesaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Use_MpesaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_use_mpesa(inputs)
	return en_pay_use_mpesa(inputs)
});