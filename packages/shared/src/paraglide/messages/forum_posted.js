/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_PostedInputs */

const en_forum_posted = /** @type {(inputs: Forum_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your topic is posted.`)
};

const sw_forum_posted = /** @type {(inputs: Forum_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada yako imechapishwa.`)
};

/**
* | output |
* | --- |
* | "Your topic is posted." |
*
* @param {Forum_PostedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_posted = /** @type {((inputs?: Forum_PostedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_PostedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_posted(inputs)
	return en_forum_posted(inputs)
});