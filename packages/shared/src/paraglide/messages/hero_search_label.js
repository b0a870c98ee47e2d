/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_Search_LabelInputs */

const en_hero_search_label = /** @type {(inputs: Hero_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search spaces`)
};

const sw_hero_search_label = /** @type {(inputs: Hero_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta maeneo`)
};

/**
* | output |
* | --- |
* | "Search spaces" |
*
* @param {Hero_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_search_label = /** @type {((inputs?: Hero_Search_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_Search_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hero_search_label(inputs)
	return en_hero_search_label(inputs)
});