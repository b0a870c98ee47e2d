/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hide_MapInputs */

const en_home_hide_map = /** @type {(inputs: Home_Hide_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide map`)
};

const sw_home_hide_map = /** @type {(inputs: Home_Hide_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha ramani`)
};

/**
* | output |
* | --- |
* | "Hide map" |
*
* @param {Home_Hide_MapInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_hide_map = /** @type {((inputs?: Home_Hide_MapInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hide_MapInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_hide_map(inputs)
	return en_home_hide_map(inputs)
});