/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Check_PhoneInputs */

const en_mpesa_check_phone = /** @type {(inputs: Mpesa_Check_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your phone and enter your M-Pesa PIN`)
};

const sw_mpesa_check_phone = /** @type {(inputs: Mpesa_Check_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia simu yako na uweke PIN yako ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "Check your phone and enter your M-Pesa PIN" |
*
* @param {Mpesa_Check_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_check_phone = /** @type {((inputs?: Mpesa_Check_PhoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Check_PhoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_check_phone(inputs)
	return en_mpesa_check_phone(inputs)
});