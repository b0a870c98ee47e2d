/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_FactsInputs */

const en_press_facts = /** @type {(inputs: Press_FactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast facts`)
};

const sw_press_facts = /** @type {(inputs: Press_FactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mambo kwa ufupi`)
};

/**
* | output |
* | --- |
* | "Fast facts" |
*
* @param {Press_FactsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_facts = /** @type {((inputs?: Press_FactsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_FactsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_facts(inputs)
	return en_press_facts(inputs)
});