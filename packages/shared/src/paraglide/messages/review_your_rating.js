/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Your_RatingInputs */

const en_review_your_rating = /** @type {(inputs: Review_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rating`)
};

const sw_review_your_rating = /** @type {(inputs: Review_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukadiriaji wako`)
};

/**
* | output |
* | --- |
* | "Your rating" |
*
* @param {Review_Your_RatingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_your_rating = /** @type {((inputs?: Review_Your_RatingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Your_RatingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_your_rating(inputs)
	return en_review_your_rating(inputs)
});