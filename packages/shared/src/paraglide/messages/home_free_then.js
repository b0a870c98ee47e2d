/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ counted: NonNullable<unknown> }} Home_Free_ThenInputs */

const en_home_free_then = /** @type {(inputs: Home_Free_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counted} free then`)
};

const sw_home_free_then = /** @type {(inputs: Home_Free_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counted} yako wazi wakati huo`)
};

/**
* | output |
* | --- |
* | "{counted} free then" |
*
* @param {Home_Free_ThenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_free_then = /** @type {((inputs: Home_Free_ThenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Free_ThenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_free_then(inputs)
	return en_home_free_then(inputs)
});