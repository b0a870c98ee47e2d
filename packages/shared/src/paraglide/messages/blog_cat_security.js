/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Cat_SecurityInputs */

const en_blog_cat_security = /** @type {(inputs: Blog_Cat_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const sw_blog_cat_security = /** @type {(inputs: Blog_Cat_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usalama`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Blog_Cat_SecurityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_security = /** @type {((inputs?: Blog_Cat_SecurityInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Cat_SecurityInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_cat_security(inputs)
	return en_blog_cat_security(inputs)
});