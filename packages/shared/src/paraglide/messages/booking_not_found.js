/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Not_FoundInputs */

const en_booking_not_found = /** @type {(inputs: Booking_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking not found`)
};

const sw_booking_not_found = /** @type {(inputs: Booking_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi haukupatikana`)
};

/**
* | output |
* | --- |
* | "Booking not found" |
*
* @param {Booking_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_not_found = /** @type {((inputs?: Booking_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_not_found(inputs)
	return en_booking_not_found(inputs)
});