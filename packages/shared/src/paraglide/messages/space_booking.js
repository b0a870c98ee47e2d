/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_BookingInputs */

const en_space_booking = /** @type {(inputs: Space_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking`)
};

const sw_space_booking = /** @type {(inputs: Space_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Space_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_booking = /** @type {((inputs?: Space_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_booking(inputs)
	return en_space_booking(inputs)
});