/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Own_Space_ReviewInputs */

const en_booking_own_space_review = /** @type {(inputs: Booking_Own_Space_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot review your own space.`)
};

const sw_booking_own_space_review = /** @type {(inputs: Booking_Own_Space_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huwezi kutoa maoni kuhusu eneo lako mwenyewe.`)
};

/**
* | output |
* | --- |
* | "You cannot review your own space." |
*
* @param {Booking_Own_Space_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_own_space_review = /** @type {((inputs?: Booking_Own_Space_ReviewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Own_Space_ReviewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_own_space_review(inputs)
	return en_booking_own_space_review(inputs)
});