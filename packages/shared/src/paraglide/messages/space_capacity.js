/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_CapacityInputs */

const en_space_capacity = /** @type {(inputs: Space_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity`)
};

const sw_space_capacity = /** @type {(inputs: Space_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idadi ya watu`)
};

/**
* | output |
* | --- |
* | "Capacity" |
*
* @param {Space_CapacityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_capacity = /** @type {((inputs?: Space_CapacityInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_CapacityInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_capacity(inputs)
	return en_space_capacity(inputs)
});