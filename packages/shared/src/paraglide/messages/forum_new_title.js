/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_New_TitleInputs */

const en_forum_new_title = /** @type {(inputs: Forum_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a new topic`)
};

const sw_forum_new_title = /** @type {(inputs: Forum_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzisha mada mpya`)
};

/**
* | output |
* | --- |
* | "Start a new topic" |
*
* @param {Forum_New_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_new_title = /** @type {((inputs?: Forum_New_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_New_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_new_title(inputs)
	return en_forum_new_title(inputs)
});