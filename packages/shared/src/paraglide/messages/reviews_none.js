/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_NoneInputs */

const en_reviews_none = /** @type {(inputs: Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet. Guests can review a space after their booking.`)
};

const sw_reviews_none = /** @type {(inputs: Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna maoni. Wageni wanaweza kutoa maoni baada ya uhifadhi wao.`)
};

/**
* | output |
* | --- |
* | "No reviews yet. Guests can review a space after their booking." |
*
* @param {Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_none = /** @type {((inputs?: Reviews_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_reviews_none(inputs)
	return en_reviews_none(inputs)
});