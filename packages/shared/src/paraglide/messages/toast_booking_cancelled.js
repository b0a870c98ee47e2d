/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Booking_CancelledInputs */

const en_toast_booking_cancelled = /** @type {(inputs: Toast_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking cancelled.`)
};

const sw_toast_booking_cancelled = /** @type {(inputs: Toast_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi umeghairiwa.`)
};

/**
* | output |
* | --- |
* | "Booking cancelled." |
*
* @param {Toast_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_booking_cancelled = /** @type {((inputs?: Toast_Booking_CancelledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Booking_CancelledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_booking_cancelled(inputs)
	return en_toast_booking_cancelled(inputs)
});