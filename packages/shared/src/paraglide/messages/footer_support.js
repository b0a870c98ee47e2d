/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SupportInputs */

const en_footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const sw_footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msaada`)
};

/**
* | output |
* | --- |
* | "Support" |
*
* @param {Footer_SupportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_support = /** @type {((inputs?: Footer_SupportInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SupportInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_support(inputs)
	return en_footer_support(inputs)
});