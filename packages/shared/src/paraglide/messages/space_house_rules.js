/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_House_RulesInputs */

const en_space_house_rules = /** @type {(inputs: Space_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House rules`)
};

const sw_space_house_rules = /** @type {(inputs: Space_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kanuni za eneo`)
};

/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Space_House_RulesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_house_rules = /** @type {((inputs?: Space_House_RulesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_House_RulesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_house_rules(inputs)
	return en_space_house_rules(inputs)
});