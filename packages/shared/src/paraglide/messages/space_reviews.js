/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_ReviewsInputs */

const en_space_reviews = /** @type {(inputs: Space_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const sw_space_reviews = /** @type {(inputs: Space_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maoni`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Space_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_reviews = /** @type {((inputs?: Space_ReviewsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_ReviewsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_reviews(inputs)
	return en_space_reviews(inputs)
});