/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ counted: NonNullable<unknown> }} Home_AvailableInputs */

const en_home_available = /** @type {(inputs: Home_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counted} available`)
};

const sw_home_available = /** @type {(inputs: Home_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counted} yanapatikana`)
};

/**
* | output |
* | --- |
* | "{counted} available" |
*
* @param {Home_AvailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_available = /** @type {((inputs: Home_AvailableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_AvailableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_available(inputs)
	return en_home_available(inputs)
});