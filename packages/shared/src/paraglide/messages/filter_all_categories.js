/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_All_CategoriesInputs */

const en_filter_all_categories = /** @type {(inputs: Filter_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All categories`)
};

const sw_filter_all_categories = /** @type {(inputs: Filter_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aina zote`)
};

/**
* | output |
* | --- |
* | "All categories" |
*
* @param {Filter_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_all_categories = /** @type {((inputs?: Filter_All_CategoriesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_All_CategoriesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_all_categories(inputs)
	return en_filter_all_categories(inputs)
});