/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Pay_Together_TextInputs */

const en_company_pay_together_text = /** @type {(inputs: Company_Pay_Together_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the invoices to pay: one transfer quoting all their references pays each of them.`)
};

const sw_company_pay_together_text = /** @type {(inputs: Company_Pay_Together_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka alama kwenye ankara za kulipa: uhamisho mmoja unaotaja kumbukumbu zao zote unalipa kila moja.`)
};

/**
* | output |
* | --- |
* | "Tick the invoices to pay: one transfer quoting all their references pays each of them." |
*
* @param {Company_Pay_Together_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pay_together_text = /** @type {((inputs?: Company_Pay_Together_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Pay_Together_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_pay_together_text(inputs)
	return en_company_pay_together_text(inputs)
});