/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_AboutInputs */

const en_space_about = /** @type {(inputs: Space_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this space`)
};

const sw_space_about = /** @type {(inputs: Space_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuhusu eneo hili`)
};

/**
* | output |
* | --- |
* | "About this space" |
*
* @param {Space_AboutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_about = /** @type {((inputs?: Space_AboutInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_AboutInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_about(inputs)
	return en_space_about(inputs)
});