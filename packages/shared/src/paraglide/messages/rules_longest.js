/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_LongestInputs */

const en_rules_longest = /** @type {(inputs: Rules_LongestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longest booking`)
};

const sw_rules_longest = /** @type {(inputs: Rules_LongestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi mrefu zaidi`)
};

/**
* | output |
* | --- |
* | "Longest booking" |
*
* @param {Rules_LongestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_longest = /** @type {((inputs?: Rules_LongestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_LongestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_longest(inputs)
	return en_rules_longest(inputs)
});