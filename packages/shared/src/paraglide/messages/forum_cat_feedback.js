/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_FeedbackInputs */

const en_forum_cat_feedback = /** @type {(inputs: Forum_Cat_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback & Ideas`)
};

const sw_forum_cat_feedback = /** @type {(inputs: Forum_Cat_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maoni na Mawazo`)
};

/**
* | output |
* | --- |
* | "Feedback & Ideas" |
*
* @param {Forum_Cat_FeedbackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_feedback = /** @type {((inputs?: Forum_Cat_FeedbackInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_FeedbackInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_feedback(inputs)
	return en_forum_cat_feedback(inputs)
});