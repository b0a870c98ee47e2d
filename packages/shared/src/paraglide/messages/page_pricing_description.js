/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Pricing_DescriptionInputs */

const en_page_pricing_description = /** @type {(inputs: Page_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi plans: Basic free with 3 bookings a month, Pro at $19 a month with a 14-day free trial, Business at $49 a month.`)
};

const sw_page_pricing_description = /** @type {(inputs: Page_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mipango ya Nafasi: Basic bila malipo na uhifadhi 3 kwa mwezi, Pro kwa $19 kwa mwezi na majaribio ya bure ya siku 14, Business kwa $49 kwa mwezi.`)
};

/**
* | output |
* | --- |
* | "Nafasi plans: Basic free with 3 bookings a month, Pro at $19 a month with a 14-day free trial, Business at $49 a month." |
*
* @param {Page_Pricing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_pricing_description = /** @type {((inputs?: Page_Pricing_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Pricing_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_pricing_description(inputs)
	return en_page_pricing_description(inputs)
});