/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_OpenInputs */

const en_space_open = /** @type {(inputs: Space_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const sw_space_open = /** @type {(inputs: Space_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saa za kufunguliwa`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Space_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_open = /** @type {((inputs?: Space_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_open(inputs)
	return en_space_open(inputs)
});