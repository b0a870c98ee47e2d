/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_HelpInputs */

const en_footer_help = /** @type {(inputs: Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help Center`)
};

const sw_footer_help = /** @type {(inputs: Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kituo cha Msaada`)
};

/**
* | output |
* | --- |
* | "Help Center" |
*
* @param {Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_help = /** @type {((inputs?: Footer_HelpInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HelpInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_help(inputs)
	return en_footer_help(inputs)
});