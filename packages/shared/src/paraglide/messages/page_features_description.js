/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Features_DescriptionInputs */

const en_page_features_description = /** @type {(inputs: Page_Features_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi's features: search by area and price, hourly booking, M-Pesa payment, virtual meeting rooms, community chat and owner tools.`)
};

const sw_page_features_description = /** @type {(inputs: Page_Features_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vipengele vya Nafasi: tafuta kwa eneo na bei, weka nafasi kwa saa, lipa kwa M-Pesa, vyumba vya mikutano ya mtandaoni, gumzo la jumuiya na zana za wamiliki.`)
};

/**
* | output |
* | --- |
* | "Nafasi's features: search by area and price, hourly booking, M-Pesa payment, virtual meeting rooms, community chat and owner tools." |
*
* @param {Page_Features_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_features_description = /** @type {((inputs?: Page_Features_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Features_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_features_description(inputs)
	return en_page_features_description(inputs)
});