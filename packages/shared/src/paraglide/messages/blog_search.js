/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_SearchInputs */

const en_blog_search = /** @type {(inputs: Blog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search posts`)
};

const sw_blog_search = /** @type {(inputs: Blog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta machapisho`)
};

/**
* | output |
* | --- |
* | "Search posts" |
*
* @param {Blog_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_search = /** @type {((inputs?: Blog_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_search(inputs)
	return en_blog_search(inputs)
});