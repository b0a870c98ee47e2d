/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sort_RatingInputs */

const en_sort_rating = /** @type {(inputs: Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top rated`)
};

const sw_sort_rating = /** @type {(inputs: Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yaliyokadiriwa juu`)
};

/**
* | output |
* | --- |
* | "Top rated" |
*
* @param {Sort_RatingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_rating = /** @type {((inputs?: Sort_RatingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sort_RatingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sort_rating(inputs)
	return en_sort_rating(inputs)
});