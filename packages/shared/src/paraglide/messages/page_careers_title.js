/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Careers_TitleInputs */

const en_page_careers_title = /** @type {(inputs: Page_Careers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

const sw_page_careers_title = /** @type {(inputs: Page_Careers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajira`)
};

/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Page_Careers_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_careers_title = /** @type {((inputs?: Page_Careers_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Careers_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_careers_title(inputs)
	return en_page_careers_title(inputs)
});