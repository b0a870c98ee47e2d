/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Article_StillInputs */

const en_help_article_still = /** @type {(inputs: Help_Article_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did this not answer your question? Our team is here around the clock.`)
};

const sw_help_article_still = /** @type {(inputs: Help_Article_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hili halikujibu swali lako? Timu yetu iko hapa saa zote.`)
};

/**
* | output |
* | --- |
* | "Did this not answer your question? Our team is here around the clock." |
*
* @param {Help_Article_StillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_article_still = /** @type {((inputs?: Help_Article_StillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Article_StillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_article_still(inputs)
	return en_help_article_still(inputs)
});