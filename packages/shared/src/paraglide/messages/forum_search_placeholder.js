/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Search_PlaceholderInputs */

const en_forum_search_placeholder = /** @type {(inputs: Forum_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search topics or categories`)
};

const sw_forum_search_placeholder = /** @type {(inputs: Forum_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta mada au makundi`)
};

/**
* | output |
* | --- |
* | "Search topics or categories" |
*
* @param {Forum_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_search_placeholder = /** @type {((inputs?: Forum_Search_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Search_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_search_placeholder(inputs)
	return en_forum_search_placeholder(inputs)
});