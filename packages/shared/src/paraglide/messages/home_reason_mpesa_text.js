/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Mpesa_TextInputs */

const en_home_reason_mpesa_text = /** @type {(inputs: Home_Reason_Mpesa_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle bookings with the mobile money you already use. Card payments are coming soon.`)
};

const sw_home_reason_mpesa_text = /** @type {(inputs: Home_Reason_Mpesa_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipia uhifadhi kwa pesa za simu unazotumia tayari. Malipo kwa kadi yanakuja hivi karibuni.`)
};

/**
* | output |
* | --- |
* | "Settle bookings with the mobile money you already use. Card payments are coming soon." |
*
* @param {Home_Reason_Mpesa_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_mpesa_text = /** @type {((inputs?: Home_Reason_Mpesa_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Mpesa_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_mpesa_text(inputs)
	return en_home_reason_mpesa_text(inputs)
});