/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_None_TextInputs */

const en_blog_none_text = /** @type {(inputs: Blog_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another word or another category.`)
};

const sw_blog_none_text = /** @type {(inputs: Blog_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu neno lingine au aina nyingine.`)
};

/**
* | output |
* | --- |
* | "Try another word or another category." |
*
* @param {Blog_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_none_text = /** @type {((inputs?: Blog_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_none_text(inputs)
	return en_blog_none_text(inputs)
});