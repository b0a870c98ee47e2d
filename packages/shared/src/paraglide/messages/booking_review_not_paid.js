/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_Not_PaidInputs */

const en_booking_review_not_paid = /** @type {(inputs: Booking_Review_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can review a space once you have paid for and had your booking there.`)
};

const sw_booking_review_not_paid = /** @type {(inputs: Booking_Review_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unaweza kutoa maoni kuhusu eneo baada ya kulipia na kutumia uhifadhi wako hapo.`)
};

/**
* | output |
* | --- |
* | "You can review a space once you have paid for and had your booking there." |
*
* @param {Booking_Review_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_review_not_paid = /** @type {((inputs?: Booking_Review_Not_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Not_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_review_not_paid(inputs)
	return en_booking_review_not_paid(inputs)
});