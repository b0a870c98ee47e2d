/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Not_NowInputs */

const en_review_not_now = /** @type {(inputs: Review_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

const sw_review_not_now = /** @type {(inputs: Review_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si sasa`)
};

/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Review_Not_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_not_now = /** @type {((inputs?: Review_Not_NowInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Not_NowInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_not_now(inputs)
	return en_review_not_now(inputs)
});