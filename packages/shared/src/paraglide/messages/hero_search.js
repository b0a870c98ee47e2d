/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_SearchInputs */

const en_hero_search = /** @type {(inputs: Hero_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const sw_hero_search = /** @type {(inputs: Hero_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Hero_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_search = /** @type {((inputs?: Hero_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hero_search(inputs)
	return en_hero_search(inputs)
});