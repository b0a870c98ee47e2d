/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_How_It_Works_TitleInputs */

const en_page_how_it_works_title = /** @type {(inputs: Page_How_It_Works_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it Works`)
};

const sw_page_how_it_works_title = /** @type {(inputs: Page_How_It_Works_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jinsi Inavyofanya Kazi`)
};

/**
* | output |
* | --- |
* | "How it Works" |
*
* @param {Page_How_It_Works_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_how_it_works_title = /** @type {((inputs?: Page_How_It_Works_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_How_It_Works_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_how_it_works_title(inputs)
	return en_page_how_it_works_title(inputs)
});