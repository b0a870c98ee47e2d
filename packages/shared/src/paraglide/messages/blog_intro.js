/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_IntroInputs */

const en_blog_intro = /** @type {(inputs: Blog_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ideas on work, events and creative spaces in Kenya, and practical guides for guests and owners.`)
};

const sw_blog_intro = /** @type {(inputs: Blog_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mawazo kuhusu kazi, matukio na maeneo ya ubunifu nchini Kenya, na miongozo ya vitendo kwa wageni na wamiliki.`)
};

/**
* | output |
* | --- |
* | "Ideas on work, events and creative spaces in Kenya, and practical guides for guests and owners." |
*
* @param {Blog_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_intro = /** @type {((inputs?: Blog_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_intro(inputs)
	return en_blog_intro(inputs)
});