/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SpacesInputs */

const en_nav_spaces = /** @type {(inputs: Nav_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spaces`)
};

const sw_nav_spaces = /** @type {(inputs: Nav_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo`)
};

/**
* | output |
* | --- |
* | "Spaces" |
*
* @param {Nav_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_spaces = /** @type {((inputs?: Nav_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nav_spaces(inputs)
	return en_nav_spaces(inputs)
});