/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_FindInputs */

const en_about_find = /** @type {(inputs: About_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a space`)
};

const sw_about_find = /** @type {(inputs: About_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta eneo`)
};

/**
* | output |
* | --- |
* | "Find a space" |
*
* @param {About_FindInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_find = /** @type {((inputs?: About_FindInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_FindInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_about_find(inputs)
	return en_about_find(inputs)
});