/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Cat_EconomicsInputs */

const en_blog_cat_economics = /** @type {(inputs: Blog_Cat_EconomicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Economics`)
};

const sw_blog_cat_economics = /** @type {(inputs: Blog_Cat_EconomicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uchumi`)
};

/**
* | output |
* | --- |
* | "Economics" |
*
* @param {Blog_Cat_EconomicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_economics = /** @type {((inputs?: Blog_Cat_EconomicsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Cat_EconomicsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_cat_economics(inputs)
	return en_blog_cat_economics(inputs)
});