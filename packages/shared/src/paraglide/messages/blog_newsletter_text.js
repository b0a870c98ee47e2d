/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Newsletter_TextInputs */

const en_blog_newsletter_text = /** @type {(inputs: Blog_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New spaces, events and guides, once a month. No spam; unsubscribe any time.`)
};

const sw_blog_newsletter_text = /** @type {(inputs: Blog_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo mapya, matukio na miongozo, mara moja kwa mwezi. Hakuna barua taka; jiondoe wakati wowote.`)
};

/**
* | output |
* | --- |
* | "New spaces, events and guides, once a month. No spam; unsubscribe any time." |
*
* @param {Blog_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_newsletter_text = /** @type {((inputs?: Blog_Newsletter_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Newsletter_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_newsletter_text(inputs)
	return en_blog_newsletter_text(inputs)
});