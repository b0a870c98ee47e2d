/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_LengthInputs */

const en_space_length = /** @type {(inputs: Space_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length`)
};

const sw_space_length = /** @type {(inputs: Space_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urefu`)
};

/**
* | output |
* | --- |
* | "Length" |
*
* @param {Space_LengthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_length = /** @type {((inputs?: Space_LengthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_LengthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_length(inputs)
	return en_space_length(inputs)
});