/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_SubmitInputs */

const en_review_submit = /** @type {(inputs: Review_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit review`)
};

const sw_review_submit = /** @type {(inputs: Review_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma maoni`)
};

/**
* | output |
* | --- |
* | "Submit review" |
*
* @param {Review_SubmitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_submit = /** @type {((inputs?: Review_SubmitInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_SubmitInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_submit(inputs)
	return en_review_submit(inputs)
});