/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Press_DescriptionInputs */

const en_page_press_description = /** @type {(inputs: Page_Press_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News, press releases and media resources from Nafasi, Kenya’s marketplace for spaces by the hour.`)
};

const sw_page_press_description = /** @type {(inputs: Page_Press_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habari, taarifa kwa vyombo vya habari na rasilimali za wanahabari kutoka Nafasi, soko la maeneo kwa saa nchini Kenya.`)
};

/**
* | output |
* | --- |
* | "News, press releases and media resources from Nafasi, Kenya’s marketplace for spaces by the hour." |
*
* @param {Page_Press_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_press_description = /** @type {((inputs?: Page_Press_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Press_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_press_description(inputs)
	return en_page_press_description(inputs)
});