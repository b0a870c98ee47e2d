/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_TrustedInputs */

const en_pricing_trusted = /** @type {(inputs: Pricing_TrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted across Kenya`)
};

const sw_pricing_trusted = /** @type {(inputs: Pricing_TrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaaminika kote Kenya`)
};

/**
* | output |
* | --- |
* | "Trusted across Kenya" |
*
* @param {Pricing_TrustedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_trusted = /** @type {((inputs?: Pricing_TrustedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_TrustedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pricing_trusted(inputs)
	return en_pricing_trusted(inputs)
});