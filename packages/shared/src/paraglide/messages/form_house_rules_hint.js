/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_House_Rules_HintInputs */

const en_form_house_rules_hint = /** @type {(inputs: Form_House_Rules_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What guests agree to when they book: noise, food, smoking, cleaning.`)
};

const sw_form_house_rules_hint = /** @type {(inputs: Form_House_Rules_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wageni wanachokubali wanapoweka nafasi: kelele, chakula, uvutaji sigara, usafi.`)
};

/**
* | output |
* | --- |
* | "What guests agree to when they book: noise, food, smoking, cleaning." |
*
* @param {Form_House_Rules_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_house_rules_hint = /** @type {((inputs?: Form_House_Rules_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_House_Rules_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_house_rules_hint(inputs)
	return en_form_house_rules_hint(inputs)
});