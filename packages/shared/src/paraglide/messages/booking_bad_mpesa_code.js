/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Bad_Mpesa_CodeInputs */

const en_booking_bad_mpesa_code = /** @type {(inputs: Booking_Bad_Mpesa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the M-Pesa transaction code from your confirmation SMS: 10 letters and digits, like QJK3L5M7NP.`)
};

const sw_booking_bad_mpesa_code = /** @type {(inputs: Booking_Bad_Mpesa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka msimbo wa muamala wa M-Pesa kutoka kwenye SMS ya uthibitisho: herufi na tarakimu 10, kama QJK3L5M7NP.`)
};

/**
* | output |
* | --- |
* | "Enter the M-Pesa transaction code from your confirmation SMS: 10 letters and digits, like QJK3L5M7NP." |
*
* @param {Booking_Bad_Mpesa_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_bad_mpesa_code = /** @type {((inputs?: Booking_Bad_Mpesa_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Bad_Mpesa_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_bad_mpesa_code(inputs)
	return en_booking_bad_mpesa_code(inputs)
});