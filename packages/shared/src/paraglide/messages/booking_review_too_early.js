/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_Too_EarlyInputs */

const en_booking_review_too_early = /** @type {(inputs: Booking_Review_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can review a space once your confirmed booking there has ended.`)
};

const sw_booking_review_too_early = /** @type {(inputs: Booking_Review_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unaweza kutoa maoni kuhusu eneo baada ya uhifadhi wako uliothibitishwa hapo kuisha.`)
};

/**
* | output |
* | --- |
* | "You can review a space once your confirmed booking there has ended." |
*
* @param {Booking_Review_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_review_too_early = /** @type {((inputs?: Booking_Review_Too_EarlyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Too_EarlyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_review_too_early(inputs)
	return en_booking_review_too_early(inputs)
});