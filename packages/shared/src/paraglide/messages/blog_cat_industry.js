/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Cat_IndustryInputs */

const en_blog_cat_industry = /** @type {(inputs: Blog_Cat_IndustryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Industry Insights`)
};

const sw_blog_cat_industry = /** @type {(inputs: Blog_Cat_IndustryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maarifa ya Sekta`)
};

/**
* | output |
* | --- |
* | "Industry Insights" |
*
* @param {Blog_Cat_IndustryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_industry = /** @type {((inputs?: Blog_Cat_IndustryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Cat_IndustryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_cat_industry(inputs)
	return en_blog_cat_industry(inputs)
});