/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Clear_ChoiceInputs */

const en_company_clear_choice = /** @type {(inputs: Company_Clear_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear the choice`)
};

const sw_company_clear_choice = /** @type {(inputs: Company_Clear_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa uchaguzi`)
};

/**
* | output |
* | --- |
* | "Clear the choice" |
*
* @param {Company_Clear_ChoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_clear_choice = /** @type {((inputs?: Company_Clear_ChoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Clear_ChoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_clear_choice(inputs)
	return en_company_clear_choice(inputs)
});