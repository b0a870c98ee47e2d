/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_CategoriesInputs */

const en_forum_categories = /** @type {(inputs: Forum_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

const sw_forum_categories = /** @type {(inputs: Forum_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makundi`)
};

/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Forum_CategoriesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_categories = /** @type {((inputs?: Forum_CategoriesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_CategoriesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_categories(inputs)
	return en_forum_categories(inputs)
});