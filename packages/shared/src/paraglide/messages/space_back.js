/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_BackInputs */

const en_space_back = /** @type {(inputs: Space_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Spaces`)
};

const sw_space_back = /** @type {(inputs: Space_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye Maeneo`)
};

/**
* | output |
* | --- |
* | "Back to Spaces" |
*
* @param {Space_BackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_back = /** @type {((inputs?: Space_BackInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_BackInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_back(inputs)
	return en_space_back(inputs)
});