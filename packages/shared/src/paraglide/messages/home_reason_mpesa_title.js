/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Mpesa_TitleInputs */

const en_home_reason_mpesa_title = /** @type {(inputs: Home_Reason_Mpesa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with M-Pesa`)
};

const sw_home_reason_mpesa_title = /** @type {(inputs: Home_Reason_Mpesa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipa kwa M-Pesa`)
};

/**
* | output |
* | --- |
* | "Pay with M-Pesa" |
*
* @param {Home_Reason_Mpesa_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_mpesa_title = /** @type {((inputs?: Home_Reason_Mpesa_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Mpesa_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_mpesa_title(inputs)
	return en_home_reason_mpesa_title(inputs)
});