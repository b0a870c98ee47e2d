/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_NearInputs */

const en_search_near = /** @type {(inputs: Search_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`near must be a latitude and a longitude, like -1.2921,36.8219`)
};

const sw_search_near = /** @type {(inputs: Search_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`near lazima iwe latitudo na longitudo, kama -1.2921,36.8219`)
};

/**
* | output |
* | --- |
* | "near must be a latitude and a longitude, like -1.2921,36.8219" |
*
* @param {Search_NearInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_near = /** @type {((inputs?: Search_NearInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_NearInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_near(inputs)
	return en_search_near(inputs)
});