/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ author: NonNullable<unknown> }} Blog_ByInputs */

const en_blog_by = /** @type {(inputs: Blog_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By ${i?.author}`)
};

const sw_blog_by = /** @type {(inputs: Blog_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na ${i?.author}`)
};

/**
* | output |
* | --- |
* | "By {author}" |
*
* @param {Blog_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_by = /** @type {((inputs: Blog_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_by(inputs)
	return en_blog_by(inputs)
});