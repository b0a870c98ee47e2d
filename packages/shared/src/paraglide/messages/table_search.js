/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Table_SearchInputs */

const en_table_search = /** @type {(inputs: Table_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search ${i?.what}`)
};

const sw_table_search = /** @type {(inputs: Table_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tafuta ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Search {what}" |
*
* @param {Table_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_search = /** @type {((inputs: Table_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Table_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_table_search(inputs)
	return en_table_search(inputs)
});