/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_AllInputs */

const en_space_all = /** @type {(inputs: Space_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All spaces`)
};

const sw_space_all = /** @type {(inputs: Space_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo yote`)
};

/**
* | output |
* | --- |
* | "All spaces" |
*
* @param {Space_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_all = /** @type {((inputs?: Space_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_all(inputs)
	return en_space_all(inputs)
});