/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_PopularInputs */

const en_pricing_popular = /** @type {(inputs: Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most popular`)
};

const sw_pricing_popular = /** @type {(inputs: Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inayopendwa zaidi`)
};

/**
* | output |
* | --- |
* | "Most popular" |
*
* @param {Pricing_PopularInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_popular = /** @type {((inputs?: Pricing_PopularInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PopularInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pricing_popular(inputs)
	return en_pricing_popular(inputs)
});