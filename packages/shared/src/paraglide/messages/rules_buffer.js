/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_BufferInputs */

const en_rules_buffer = /** @type {(inputs: Rules_BufferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time between bookings`)
};

const sw_rules_buffer = /** @type {(inputs: Rules_BufferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda kati ya uhifadhi`)
};

/**
* | output |
* | --- |
* | "Time between bookings" |
*
* @param {Rules_BufferInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_buffer = /** @type {((inputs?: Rules_BufferInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_BufferInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_buffer(inputs)
	return en_rules_buffer(inputs)
});