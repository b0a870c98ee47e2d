/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_About_TitleInputs */

const en_page_about_title = /** @type {(inputs: Page_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

const sw_page_about_title = /** @type {(inputs: Page_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuhusu`)
};

/**
* | output |
* | --- |
* | "About" |
*
* @param {Page_About_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_about_title = /** @type {((inputs?: Page_About_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_About_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_about_title(inputs)
	return en_page_about_title(inputs)
});