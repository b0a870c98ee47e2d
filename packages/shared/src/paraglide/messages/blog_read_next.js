/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Read_NextInputs */

const en_blog_read_next = /** @type {(inputs: Blog_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read next`)
};

const sw_blog_read_next = /** @type {(inputs: Blog_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma inayofuata`)
};

/**
* | output |
* | --- |
* | "Read next" |
*
* @param {Blog_Read_NextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_read_next = /** @type {((inputs?: Blog_Read_NextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Read_NextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_read_next(inputs)
	return en_blog_read_next(inputs)
});