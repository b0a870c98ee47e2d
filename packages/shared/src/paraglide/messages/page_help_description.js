/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Help_DescriptionInputs */

const en_page_help_description = /** @type {(inputs: Page_Help_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers about booking spaces, M-Pesa payments, listing a space and your account, with 24/7 live chat support.`)
};

const sw_page_help_description = /** @type {(inputs: Page_Help_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Majibu kuhusu kuweka nafasi, malipo ya M-Pesa, kuorodhesha eneo na akaunti yako, pamoja na gumzo la moja kwa moja saa 24 kila siku.`)
};

/**
* | output |
* | --- |
* | "Answers about booking spaces, M-Pesa payments, listing a space and your account, with 24/7 live chat support." |
*
* @param {Page_Help_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_help_description = /** @type {((inputs?: Page_Help_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Help_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_help_description(inputs)
	return en_page_help_description(inputs)
});