/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Cat_AllInputs */

const en_blog_cat_all = /** @type {(inputs: Blog_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Posts`)
};

const sw_blog_cat_all = /** @type {(inputs: Blog_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makala Zote`)
};

/**
* | output |
* | --- |
* | "All Posts" |
*
* @param {Blog_Cat_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_all = /** @type {((inputs?: Blog_Cat_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Cat_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_cat_all(inputs)
	return en_blog_cat_all(inputs)
});