/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Pin_Needed_For_VatInputs */

const en_tax_pin_needed_for_vat = /** @type {(inputs: Tax_Pin_Needed_For_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A VAT-registered seller gives their KRA PIN: it is printed on their VAT invoices.`)
};

const sw_tax_pin_needed_for_vat = /** @type {(inputs: Tax_Pin_Needed_For_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muuzaji aliyesajiliwa kwa VAT anatoa PIN yake ya KRA: inachapishwa kwenye ankara zake za VAT.`)
};

/**
* | output |
* | --- |
* | "A VAT-registered seller gives their KRA PIN: it is printed on their VAT invoices." |
*
* @param {Tax_Pin_Needed_For_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_pin_needed_for_vat = /** @type {((inputs?: Tax_Pin_Needed_For_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Pin_Needed_For_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_pin_needed_for_vat(inputs)
	return en_tax_pin_needed_for_vat(inputs)
});