/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_PlansInputs */

const en_pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

const sw_pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mipango`)
};

/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Pricing_PlansInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_plans = /** @type {((inputs?: Pricing_PlansInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PlansInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pricing_plans(inputs)
	return en_pricing_plans(inputs)
});