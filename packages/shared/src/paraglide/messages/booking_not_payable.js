/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Not_PayableInputs */

const en_booking_not_payable = /** @type {(inputs: Booking_Not_PayableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a pending booking can be paid.`)
};

const sw_booking_not_payable = /** @type {(inputs: Booking_Not_PayableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi unaosubiri malipo tu ndio unaoweza kulipiwa.`)
};

/**
* | output |
* | --- |
* | "Only a pending booking can be paid." |
*
* @param {Booking_Not_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_not_payable = /** @type {((inputs?: Booking_Not_PayableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Not_PayableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_not_payable(inputs)
	return en_booking_not_payable(inputs)
});