/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Invoice_Name_HintInputs */

const en_tax_invoice_name_hint = /** @type {(inputs: Tax_Invoice_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to use your own name.`)
};

const sw_tax_invoice_name_hint = /** @type {(inputs: Tax_Invoice_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acha wazi ili kutumia jina lako mwenyewe.`)
};

/**
* | output |
* | --- |
* | "Leave empty to use your own name." |
*
* @param {Tax_Invoice_Name_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_invoice_name_hint = /** @type {((inputs?: Tax_Invoice_Name_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Invoice_Name_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_invoice_name_hint(inputs)
	return en_tax_invoice_name_hint(inputs)
});