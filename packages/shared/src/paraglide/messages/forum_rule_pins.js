/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Rule_PinsInputs */

const en_forum_rule_pins = /** @type {(inputs: Forum_Rule_PinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never share M-Pesa PINs, passwords or personal documents.`)
};

const sw_forum_rule_pins = /** @type {(inputs: Forum_Rule_PinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usishiriki kamwe PIN za M-Pesa, manenosiri wala nyaraka binafsi.`)
};

/**
* | output |
* | --- |
* | "Never share M-Pesa PINs, passwords or personal documents." |
*
* @param {Forum_Rule_PinsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_pins = /** @type {((inputs?: Forum_Rule_PinsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Rule_PinsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_rule_pins(inputs)
	return en_forum_rule_pins(inputs)
});