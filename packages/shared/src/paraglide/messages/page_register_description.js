/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Register_DescriptionInputs */

const en_page_register_description = /** @type {(inputs: Page_Register_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a Nafasi account to book meeting rooms, studios, halls and desks across Kenya.`)
};

const sw_page_register_description = /** @type {(inputs: Page_Register_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti ya Nafasi ili kuweka nafasi vyumba vya mikutano, studio, kumbi na madawati kote Kenya.`)
};

/**
* | output |
* | --- |
* | "Create a Nafasi account to book meeting rooms, studios, halls and desks across Kenya." |
*
* @param {Page_Register_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_register_description = /** @type {((inputs?: Page_Register_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Register_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_register_description(inputs)
	return en_page_register_description(inputs)
});