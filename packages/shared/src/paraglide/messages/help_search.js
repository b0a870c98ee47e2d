/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_SearchInputs */

const en_help_search = /** @type {(inputs: Help_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search help articles`)
};

const sw_help_search = /** @type {(inputs: Help_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta makala za msaada`)
};

/**
* | output |
* | --- |
* | "Search help articles" |
*
* @param {Help_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_search = /** @type {((inputs?: Help_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_search(inputs)
	return en_help_search(inputs)
});