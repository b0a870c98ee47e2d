/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_Search_PlaceholderInputs */

const en_hero_search_placeholder = /** @type {(inputs: Hero_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, area or town…`)
};

const sw_hero_search_placeholder = /** @type {(inputs: Hero_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta kwa jina, mtaa au mji…`)
};

/**
* | output |
* | --- |
* | "Search by name, area or town…" |
*
* @param {Hero_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_search_placeholder = /** @type {((inputs?: Hero_Search_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_Search_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hero_search_placeholder(inputs)
	return en_hero_search_placeholder(inputs)
});