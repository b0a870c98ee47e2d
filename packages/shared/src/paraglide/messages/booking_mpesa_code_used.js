/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Mpesa_Code_UsedInputs */

const en_booking_mpesa_code_used = /** @type {(inputs: Booking_Mpesa_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That M-Pesa transaction code has already been used for another booking.`)
};

const sw_booking_mpesa_code_used = /** @type {(inputs: Booking_Mpesa_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo huo wa muamala wa M-Pesa tayari umetumika kwa uhifadhi mwingine.`)
};

/**
* | output |
* | --- |
* | "That M-Pesa transaction code has already been used for another booking." |
*
* @param {Booking_Mpesa_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_mpesa_code_used = /** @type {((inputs?: Booking_Mpesa_Code_UsedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Mpesa_Code_UsedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_mpesa_code_used(inputs)
	return en_booking_mpesa_code_used(inputs)
});