/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_PlaceholderInputs */

const en_review_placeholder = /** @type {(inputs: Review_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What stood out?`)
};

const sw_review_placeholder = /** @type {(inputs: Review_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nini kilikuvutia?`)
};

/**
* | output |
* | --- |
* | "What stood out?" |
*
* @param {Review_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_placeholder = /** @type {((inputs?: Review_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_placeholder(inputs)
	return en_review_placeholder(inputs)
});