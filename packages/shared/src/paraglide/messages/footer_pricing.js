/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_PricingInputs */

const en_footer_pricing = /** @type {(inputs: Footer_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing`)
};

const sw_footer_pricing = /** @type {(inputs: Footer_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei`)
};

/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Footer_PricingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_pricing = /** @type {((inputs?: Footer_PricingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_PricingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_pricing(inputs)
	return en_footer_pricing(inputs)
});