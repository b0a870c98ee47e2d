/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_BookingInputs */

const en_pay_booking = /** @type {(inputs: Pay_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking...`)
};

const sw_pay_booking = /** @type {(inputs: Pay_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaweka nafasi...`)
};

/**
* | output |
* | --- |
* | "Booking..." |
*
* @param {Pay_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_booking = /** @type {((inputs?: Pay_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_booking(inputs)
	return en_pay_booking(inputs)
});