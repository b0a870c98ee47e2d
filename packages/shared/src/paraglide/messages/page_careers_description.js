/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Careers_DescriptionInputs */

const en_page_careers_description = /** @type {(inputs: Page_Careers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open positions at Nafasi in Nairobi, Mombasa and remote in Kenya: engineering, design, growth and operations.`)
};

const sw_page_careers_description = /** @type {(inputs: Page_Careers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi za kazi Nafasi jijini Nairobi, Mombasa na kwa mbali nchini Kenya: uhandisi, usanifu, ukuaji na uendeshaji.`)
};

/**
* | output |
* | --- |
* | "Open positions at Nafasi in Nairobi, Mombasa and remote in Kenya: engineering, design, growth and operations." |
*
* @param {Page_Careers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_careers_description = /** @type {((inputs?: Page_Careers_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Careers_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_careers_description(inputs)
	return en_page_careers_description(inputs)
});