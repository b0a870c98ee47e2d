/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_EyebrowInputs */

const en_hero_eyebrow = /** @type {(inputs: Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi · Kenya’s space marketplace`)
};

const sw_hero_eyebrow = /** @type {(inputs: Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi · soko la maeneo la Kenya`)
};

/**
* | output |
* | --- |
* | "Nafasi · Kenya’s space marketplace" |
*
* @param {Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_eyebrow = /** @type {((inputs?: Hero_EyebrowInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_EyebrowInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hero_eyebrow(inputs)
	return en_hero_eyebrow(inputs)
});