/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Search_Too_LongInputs */

const en_forum_search_too_long = /** @type {(inputs: Forum_Search_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search with at most 100 characters.`)
};

const sw_forum_search_too_long = /** @type {(inputs: Forum_Search_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta kwa herufi 100 tu zaidi.`)
};

/**
* | output |
* | --- |
* | "Search with at most 100 characters." |
*
* @param {Forum_Search_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_search_too_long = /** @type {((inputs?: Forum_Search_Too_LongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Search_Too_LongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_search_too_long(inputs)
	return en_forum_search_too_long(inputs)
});