/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_NoneInputs */

const en_blog_none = /** @type {(inputs: Blog_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts found matching your search.`)
};

const sw_blog_none = /** @type {(inputs: Blog_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna machapisho yanayolingana na utafutaji wako.`)
};

/**
* | output |
* | --- |
* | "No posts found matching your search." |
*
* @param {Blog_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_none = /** @type {((inputs?: Blog_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_none(inputs)
	return en_blog_none(inputs)
});