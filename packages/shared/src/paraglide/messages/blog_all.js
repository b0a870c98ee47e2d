/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_AllInputs */

const en_blog_all = /** @type {(inputs: Blog_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All posts`)
};

const sw_blog_all = /** @type {(inputs: Blog_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Machapisho yote`)
};

/**
* | output |
* | --- |
* | "All posts" |
*
* @param {Blog_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_all = /** @type {((inputs?: Blog_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_all(inputs)
	return en_blog_all(inputs)
});