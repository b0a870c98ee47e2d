/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Bad_PhoneInputs */

const en_mpesa_bad_phone = /** @type {(inputs: Mpesa_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Safaricom number like 0712 345 678 or +254 712 345 678.`)
};

const sw_mpesa_bad_phone = /** @type {(inputs: Mpesa_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nambari ya Safaricom kama 0712 345 678 au +254 712 345 678.`)
};

/**
* | output |
* | --- |
* | "Enter a Safaricom number like 0712 345 678 or +254 712 345 678." |
*
* @param {Mpesa_Bad_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_bad_phone = /** @type {((inputs?: Mpesa_Bad_PhoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Bad_PhoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_bad_phone(inputs)
	return en_mpesa_bad_phone(inputs)
});