/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_ModeInputs */

const en_rules_mode = /** @type {(inputs: Rules_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How guests book`)
};

const sw_rules_mode = /** @type {(inputs: Rules_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jinsi wageni wanavyoweka nafasi`)
};

/**
* | output |
* | --- |
* | "How guests book" |
*
* @param {Rules_ModeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_mode = /** @type {((inputs?: Rules_ModeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_ModeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_mode(inputs)
	return en_rules_mode(inputs)
});