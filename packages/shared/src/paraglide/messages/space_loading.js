/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_LoadingInputs */

const en_space_loading = /** @type {(inputs: Space_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading space details...`)
};

const sw_space_loading = /** @type {(inputs: Space_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia maelezo ya eneo...`)
};

/**
* | output |
* | --- |
* | "Loading space details..." |
*
* @param {Space_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_loading = /** @type {((inputs?: Space_LoadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_LoadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_loading(inputs)
	return en_space_loading(inputs)
});