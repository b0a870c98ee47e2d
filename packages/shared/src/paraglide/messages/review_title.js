/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Review_TitleInputs */

const en_review_title = /** @type {(inputs: Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review ${i?.space}`)
};

const sw_review_title = /** @type {(inputs: Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toa maoni kuhusu ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Review {space}" |
*
* @param {Review_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_title = /** @type {((inputs: Review_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_title(inputs)
	return en_review_title(inputs)
});