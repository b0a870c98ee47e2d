/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_New_TextInputs */

const en_company_new_text = /** @type {(inputs: Company_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You become its admin and can invite colleagues by e-mail. Every field is printed on the company's invoices.`)
};

const sw_company_new_text = /** @type {(inputs: Company_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utakuwa msimamizi wake na unaweza kuwaalika wenzako kwa barua pepe. Kila sehemu inachapishwa kwenye ankara za kampuni.`)
};

/**
* | output |
* | --- |
* | "You become its admin and can invite colleagues by e-mail. Every field is printed on the company's invoices." |
*
* @param {Company_New_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_new_text = /** @type {((inputs?: Company_New_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_New_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_new_text(inputs)
	return en_company_new_text(inputs)
});