/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_NewsletterInputs */

const en_blog_newsletter = /** @type {(inputs: Blog_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the newsletter`)
};

const sw_blog_newsletter = /** @type {(inputs: Blog_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pata jarida`)
};

/**
* | output |
* | --- |
* | "Get the newsletter" |
*
* @param {Blog_NewsletterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_newsletter = /** @type {((inputs?: Blog_NewsletterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_NewsletterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_newsletter(inputs)
	return en_blog_newsletter(inputs)
});