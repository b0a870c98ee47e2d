/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Booking_MovedInputs */

const en_toast_booking_moved = /** @type {(inputs: Toast_Booking_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking moved.`)
};

const sw_toast_booking_moved = /** @type {(inputs: Toast_Booking_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi umehamishwa.`)
};

/**
* | output |
* | --- |
* | "Booking moved." |
*
* @param {Toast_Booking_MovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_booking_moved = /** @type {((inputs?: Toast_Booking_MovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Booking_MovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_booking_moved(inputs)
	return en_toast_booking_moved(inputs)
});