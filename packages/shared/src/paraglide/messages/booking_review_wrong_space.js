/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_Wrong_SpaceInputs */

const en_booking_review_wrong_space = /** @type {(inputs: Booking_Review_Wrong_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That booking is for another space.`)
};

const sw_booking_review_wrong_space = /** @type {(inputs: Booking_Review_Wrong_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi huo ni wa eneo jingine.`)
};

/**
* | output |
* | --- |
* | "That booking is for another space." |
*
* @param {Booking_Review_Wrong_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_review_wrong_space = /** @type {((inputs?: Booking_Review_Wrong_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Wrong_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_review_wrong_space(inputs)
	return en_booking_review_wrong_space(inputs)
});