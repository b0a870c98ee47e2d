/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SecurityInputs */

const en_footer_security = /** @type {(inputs: Footer_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const sw_footer_security = /** @type {(inputs: Footer_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usalama`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Footer_SecurityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_security = /** @type {((inputs?: Footer_SecurityInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SecurityInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_security(inputs)
	return en_footer_security(inputs)
});