/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_PartnersInputs */

const en_footer_partners = /** @type {(inputs: Footer_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partners`)
};

const sw_footer_partners = /** @type {(inputs: Footer_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washirika`)
};

/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Footer_PartnersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_partners = /** @type {((inputs?: Footer_PartnersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_PartnersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_partners(inputs)
	return en_footer_partners(inputs)
});