/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_How_It_Works_DescriptionInputs */

const en_page_how_it_works_description = /** @type {(inputs: Page_How_It_Works_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How booking a space by the hour on Nafasi works, from search to M-Pesa payment, and how owners list their spaces.`)
};

const sw_page_how_it_works_description = /** @type {(inputs: Page_How_It_Works_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jinsi ya kuweka nafasi kwa saa kwenye Nafasi, kuanzia kutafuta hadi kulipa kwa M-Pesa, na jinsi wamiliki wanavyoorodhesha maeneo yao.`)
};

/**
* | output |
* | --- |
* | "How booking a space by the hour on Nafasi works, from search to M-Pesa payment, and how owners list their spaces." |
*
* @param {Page_How_It_Works_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_how_it_works_description = /** @type {((inputs?: Page_How_It_Works_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_How_It_Works_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_how_it_works_description(inputs)
	return en_page_how_it_works_description(inputs)
});