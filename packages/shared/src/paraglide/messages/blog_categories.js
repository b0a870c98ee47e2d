/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_CategoriesInputs */

const en_blog_categories = /** @type {(inputs: Blog_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog categories`)
};

const sw_blog_categories = /** @type {(inputs: Blog_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aina za blogu`)
};

/**
* | output |
* | --- |
* | "Blog categories" |
*
* @param {Blog_CategoriesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_categories = /** @type {((inputs?: Blog_CategoriesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_CategoriesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_categories(inputs)
	return en_blog_categories(inputs)
});