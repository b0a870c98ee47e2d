/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Blog_DescriptionInputs */

const en_page_blog_description = /** @type {(inputs: Page_Blog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Nafasi blog: industry insights, tips and guides, community stories, security, economics and design of spaces in Kenya.`)
};

const sw_page_blog_description = /** @type {(inputs: Page_Blog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blogu ya Nafasi: maarifa ya sekta, vidokezo na miongozo, hadithi za jumuiya, usalama, uchumi na usanifu wa maeneo nchini Kenya.`)
};

/**
* | output |
* | --- |
* | "The Nafasi blog: industry insights, tips and guides, community stories, security, economics and design of spaces in Kenya." |
*
* @param {Page_Blog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_blog_description = /** @type {((inputs?: Page_Blog_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Blog_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_blog_description(inputs)
	return en_page_blog_description(inputs)
});