/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_SortInputs */

const en_filter_sort = /** @type {(inputs: Filter_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const sw_filter_sort = /** @type {(inputs: Filter_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panga kwa`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Filter_SortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_sort = /** @type {((inputs?: Filter_SortInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_SortInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_sort(inputs)
	return en_filter_sort(inputs)
});