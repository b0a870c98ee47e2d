/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sort_RelevanceInputs */

const en_sort_relevance = /** @type {(inputs: Sort_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best match`)
};

const sw_sort_relevance = /** @type {(inputs: Sort_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inayolingana zaidi`)
};

/**
* | output |
* | --- |
* | "Best match" |
*
* @param {Sort_RelevanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_relevance = /** @type {((inputs?: Sort_RelevanceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sort_RelevanceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sort_relevance(inputs)
	return en_sort_relevance(inputs)
});