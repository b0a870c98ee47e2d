/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Search_PlaceholderInputs */

const en_help_search_placeholder = /** @type {(inputs: Help_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for answers, e.g. cancel, M-Pesa, password`)
};

const sw_help_search_placeholder = /** @type {(inputs: Help_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta majibu, mf. kughairi, M-Pesa, nenosiri`)
};

/**
* | output |
* | --- |
* | "Search for answers, e.g. cancel, M-Pesa, password" |
*
* @param {Help_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_search_placeholder = /** @type {((inputs?: Help_Search_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Search_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_search_placeholder(inputs)
	return en_help_search_placeholder(inputs)
});