/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_FeaturedInputs */

const en_blog_featured = /** @type {(inputs: Blog_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

const sw_blog_featured = /** @type {(inputs: Blog_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maalum`)
};

/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Blog_FeaturedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_featured = /** @type {((inputs?: Blog_FeaturedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_FeaturedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_featured(inputs)
	return en_blog_featured(inputs)
});