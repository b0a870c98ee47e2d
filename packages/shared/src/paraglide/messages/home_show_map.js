/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_MapInputs */

const en_home_show_map = /** @type {(inputs: Home_Show_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show map`)
};

const sw_home_show_map = /** @type {(inputs: Home_Show_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onyesha ramani`)
};

/**
* | output |
* | --- |
* | "Show map" |
*
* @param {Home_Show_MapInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_show_map = /** @type {((inputs?: Home_Show_MapInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_MapInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_show_map(inputs)
	return en_home_show_map(inputs)
});