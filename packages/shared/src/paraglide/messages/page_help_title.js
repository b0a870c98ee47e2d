/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Help_TitleInputs */

const en_page_help_title = /** @type {(inputs: Page_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help Center`)
};

const sw_page_help_title = /** @type {(inputs: Page_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kituo cha Msaada`)
};

/**
* | output |
* | --- |
* | "Help Center" |
*
* @param {Page_Help_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_help_title = /** @type {((inputs?: Page_Help_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Help_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_help_title(inputs)
	return en_page_help_title(inputs)
});