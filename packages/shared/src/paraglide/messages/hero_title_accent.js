/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_Title_AccentInputs */

const en_hero_title_accent = /** @type {(inputs: Hero_Title_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`by the hour`)
};

const sw_hero_title_accent = /** @type {(inputs: Hero_Title_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kwa saa`)
};

/**
* | output |
* | --- |
* | "by the hour" |
*
* @param {Hero_Title_AccentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_title_accent = /** @type {((inputs?: Hero_Title_AccentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_Title_AccentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hero_title_accent(inputs)
	return en_hero_title_accent(inputs)
});