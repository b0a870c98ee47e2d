/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_CommentInputs */

const en_review_comment = /** @type {(inputs: Review_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment (optional)`)
};

const sw_review_comment = /** @type {(inputs: Review_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maoni (si lazima)`)
};

/**
* | output |
* | --- |
* | "Comment (optional)" |
*
* @param {Review_CommentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_comment = /** @type {((inputs?: Review_CommentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_CommentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_comment(inputs)
	return en_review_comment(inputs)
});