/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_House_RulesInputs */

const en_form_house_rules = /** @type {(inputs: Form_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House rules (optional)`)
};

const sw_form_house_rules = /** @type {(inputs: Form_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kanuni za eneo (si lazima)`)
};

/**
* | output |
* | --- |
* | "House rules (optional)" |
*
* @param {Form_House_RulesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_house_rules = /** @type {((inputs?: Form_House_RulesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_House_RulesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_house_rules(inputs)
	return en_form_house_rules(inputs)
});