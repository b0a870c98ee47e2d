/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unsubscribe_InvalidInputs */

const en_unsubscribe_invalid = /** @type {(inputs: Unsubscribe_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid.`)
};

const sw_unsubscribe_invalid = /** @type {(inputs: Unsubscribe_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki cha kujiondoa si sahihi.`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link is not valid." |
*
* @param {Unsubscribe_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_invalid = /** @type {((inputs?: Unsubscribe_InvalidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsubscribe_InvalidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsubscribe_invalid(inputs)
	return en_unsubscribe_invalid(inputs)
});