/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Cat_DesignInputs */

const en_blog_cat_design = /** @type {(inputs: Blog_Cat_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Design`)
};

const sw_blog_cat_design = /** @type {(inputs: Blog_Cat_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubunifu`)
};

/**
* | output |
* | --- |
* | "Design" |
*
* @param {Blog_Cat_DesignInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_design = /** @type {((inputs?: Blog_Cat_DesignInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Cat_DesignInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_cat_design(inputs)
	return en_blog_cat_design(inputs)
});