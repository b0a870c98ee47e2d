/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Cat_TipsInputs */

const en_blog_cat_tips = /** @type {(inputs: Blog_Cat_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips & Guides`)
};

const sw_blog_cat_tips = /** @type {(inputs: Blog_Cat_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidokezo na Miongozo`)
};

/**
* | output |
* | --- |
* | "Tips & Guides" |
*
* @param {Blog_Cat_TipsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_tips = /** @type {((inputs?: Blog_Cat_TipsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Cat_TipsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_cat_tips(inputs)
	return en_blog_cat_tips(inputs)
});