/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Relevance_Without_QInputs */

const en_search_relevance_without_q = /** @type {(inputs: Search_Relevance_Without_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sort=relevance needs q (words to match)`)
};

const sw_search_relevance_without_q = /** @type {(inputs: Search_Relevance_Without_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sort=relevance inahitaji q (maneno ya kulinganisha)`)
};

/**
* | output |
* | --- |
* | "sort=relevance needs q (words to match)" |
*
* @param {Search_Relevance_Without_QInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_relevance_without_q = /** @type {((inputs?: Search_Relevance_Without_QInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Relevance_Without_QInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_relevance_without_q(inputs)
	return en_search_relevance_without_q(inputs)
});