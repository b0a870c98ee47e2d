/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_DescriptionInputs */

const en_review_description = /** @type {(inputs: Review_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How was your booking? Your review helps others choose.`)
};

const sw_review_description = /** @type {(inputs: Review_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako ulikuwaje? Maoni yako yanawasaidia wengine kuchagua.`)
};

/**
* | output |
* | --- |
* | "How was your booking? Your review helps others choose." |
*
* @param {Review_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_description = /** @type {((inputs?: Review_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_description(inputs)
	return en_review_description(inputs)
});