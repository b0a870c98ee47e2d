/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_SearchInputs */

const en_forum_search = /** @type {(inputs: Forum_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search topics`)
};

const sw_forum_search = /** @type {(inputs: Forum_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta mada`)
};

/**
* | output |
* | --- |
* | "Search topics" |
*
* @param {Forum_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_search = /** @type {((inputs?: Forum_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_search(inputs)
	return en_forum_search(inputs)
});