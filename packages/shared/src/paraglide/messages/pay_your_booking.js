/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Your_BookingInputs */

const en_pay_your_booking = /** @type {(inputs: Pay_Your_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking`)
};

const sw_pay_your_booking = /** @type {(inputs: Pay_Your_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako`)
};

/**
* | output |
* | --- |
* | "Your booking" |
*
* @param {Pay_Your_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_your_booking = /** @type {((inputs?: Pay_Your_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Your_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_your_booking(inputs)
	return en_pay_your_booking(inputs)
});