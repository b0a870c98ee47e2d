/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Cat_CommunityInputs */

const en_blog_cat_community = /** @type {(inputs: Blog_Cat_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const sw_blog_cat_community = /** @type {(inputs: Blog_Cat_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumuiya`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Blog_Cat_CommunityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_community = /** @type {((inputs?: Blog_Cat_CommunityInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Cat_CommunityInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_cat_community(inputs)
	return en_blog_cat_community(inputs)
});