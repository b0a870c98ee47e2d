/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_StillInputs */

const en_help_still = /** @type {(inputs: Help_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still need help?`)
};

const sw_help_still = /** @type {(inputs: Help_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado unahitaji msaada?`)
};

/**
* | output |
* | --- |
* | "Still need help?" |
*
* @param {Help_StillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_still = /** @type {((inputs?: Help_StillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_StillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_still(inputs)
	return en_help_still(inputs)
});