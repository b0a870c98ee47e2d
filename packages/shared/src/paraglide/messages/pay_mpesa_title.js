/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Mpesa_TitleInputs */

const en_pay_mpesa_title = /** @type {(inputs: Pay_Mpesa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa Payment Instructions`)
};

const sw_pay_mpesa_title = /** @type {(inputs: Pay_Mpesa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelekezo ya Malipo ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa Payment Instructions" |
*
* @param {Pay_Mpesa_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_mpesa_title = /** @type {((inputs?: Pay_Mpesa_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Mpesa_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_mpesa_title(inputs)
	return en_pay_mpesa_title(inputs)
});