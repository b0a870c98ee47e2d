/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_CtaInputs */

const en_pricing_cta = /** @type {(inputs: Pricing_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Own a space? Listing is free on every plan.`)
};

const sw_pricing_cta = /** @type {(inputs: Pricing_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una eneo? Kuorodhesha ni bure kwenye kila mpango.`)
};

/**
* | output |
* | --- |
* | "Own a space? Listing is free on every plan." |
*
* @param {Pricing_CtaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_cta = /** @type {((inputs?: Pricing_CtaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_CtaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pricing_cta(inputs)
	return en_pricing_cta(inputs)
});