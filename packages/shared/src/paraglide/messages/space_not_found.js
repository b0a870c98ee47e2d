/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Not_FoundInputs */

const en_space_not_found = /** @type {(inputs: Space_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space not found`)
};

const sw_space_not_found = /** @type {(inputs: Space_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo halikupatikana`)
};

/**
* | output |
* | --- |
* | "Space not found" |
*
* @param {Space_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_not_found = /** @type {((inputs?: Space_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_not_found(inputs)
	return en_space_not_found(inputs)
});