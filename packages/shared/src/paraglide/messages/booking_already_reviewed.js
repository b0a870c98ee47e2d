/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Already_ReviewedInputs */

const en_booking_already_reviewed = /** @type {(inputs: Booking_Already_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reviewed this booking.`)
};

const sw_booking_already_reviewed = /** @type {(inputs: Booking_Already_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tayari umetoa maoni kuhusu uhifadhi huu.`)
};

/**
* | output |
* | --- |
* | "You have already reviewed this booking." |
*
* @param {Booking_Already_ReviewedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_already_reviewed = /** @type {((inputs?: Booking_Already_ReviewedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Already_ReviewedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_already_reviewed(inputs)
	return en_booking_already_reviewed(inputs)
});