/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_ProductInputs */

const en_footer_product = /** @type {(inputs: Footer_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product`)
};

const sw_footer_product = /** @type {(inputs: Footer_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma`)
};

/**
* | output |
* | --- |
* | "Product" |
*
* @param {Footer_ProductInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_product = /** @type {((inputs?: Footer_ProductInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ProductInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_product(inputs)
	return en_footer_product(inputs)
});