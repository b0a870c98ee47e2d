/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Features_TitleInputs */

const en_page_features_title = /** @type {(inputs: Page_Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

const sw_page_features_title = /** @type {(inputs: Page_Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vipengele`)
};

/**
* | output |
* | --- |
* | "Features" |
*
* @param {Page_Features_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_features_title = /** @type {((inputs?: Page_Features_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Features_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_features_title(inputs)
	return en_page_features_title(inputs)
});