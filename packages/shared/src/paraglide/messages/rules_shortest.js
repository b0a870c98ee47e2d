/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_ShortestInputs */

const en_rules_shortest = /** @type {(inputs: Rules_ShortestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortest booking`)
};

const sw_rules_shortest = /** @type {(inputs: Rules_ShortestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi mfupi zaidi`)
};

/**
* | output |
* | --- |
* | "Shortest booking" |
*
* @param {Rules_ShortestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_shortest = /** @type {((inputs?: Rules_ShortestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_ShortestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_shortest(inputs)
	return en_rules_shortest(inputs)
});