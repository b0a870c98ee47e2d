/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Press_TitleInputs */

const en_page_press_title = /** @type {(inputs: Page_Press_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press`)
};

const sw_page_press_title = /** @type {(inputs: Page_Press_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyombo vya Habari`)
};

/**
* | output |
* | --- |
* | "Press" |
*
* @param {Page_Press_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_press_title = /** @type {((inputs?: Page_Press_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Press_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_press_title(inputs)
	return en_page_press_title(inputs)
});