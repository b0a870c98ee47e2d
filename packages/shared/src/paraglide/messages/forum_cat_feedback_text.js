/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_Feedback_TextInputs */

const en_forum_cat_feedback_text = /** @type {(inputs: Forum_Cat_Feedback_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what to build next and what to fix.`)
};

const sw_forum_cat_feedback_text = /** @type {(inputs: Forum_Cat_Feedback_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuambie tujenge nini kinachofuata na turekebishe nini.`)
};

/**
* | output |
* | --- |
* | "Tell us what to build next and what to fix." |
*
* @param {Forum_Cat_Feedback_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_feedback_text = /** @type {((inputs?: Forum_Cat_Feedback_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_Feedback_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_feedback_text(inputs)
	return en_forum_cat_feedback_text(inputs)
});