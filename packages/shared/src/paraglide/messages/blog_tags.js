/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_TagsInputs */

const en_blog_tags = /** @type {(inputs: Blog_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

const sw_blog_tags = /** @type {(inputs: Blog_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebo`)
};

/**
* | output |
* | --- |
* | "Tags" |
*
* @param {Blog_TagsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_tags = /** @type {((inputs?: Blog_TagsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_TagsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_tags(inputs)
	return en_blog_tags(inputs)
});