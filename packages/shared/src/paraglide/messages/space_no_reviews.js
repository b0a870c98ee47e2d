/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_No_ReviewsInputs */

const en_space_no_reviews = /** @type {(inputs: Space_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet`)
};

const sw_space_no_reviews = /** @type {(inputs: Space_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna maoni`)
};

/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Space_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_no_reviews = /** @type {((inputs?: Space_No_ReviewsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_No_ReviewsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_no_reviews(inputs)
	return en_space_no_reviews(inputs)
});