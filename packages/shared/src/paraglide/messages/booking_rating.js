/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_RatingInputs */

const en_booking_rating = /** @type {(inputs: Booking_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rating must be a number from 1 to 5`)
};

const sw_booking_rating = /** @type {(inputs: Booking_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rating lazima iwe namba kuanzia 1 hadi 5`)
};

/**
* | output |
* | --- |
* | "rating must be a number from 1 to 5" |
*
* @param {Booking_RatingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_rating = /** @type {((inputs?: Booking_RatingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_RatingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_rating(inputs)
	return en_booking_rating(inputs)
});