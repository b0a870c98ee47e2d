/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Invoice_NameInputs */

const en_tax_invoice_name = /** @type {(inputs: Tax_Invoice_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on invoices`)
};

const sw_tax_invoice_name = /** @type {(inputs: Tax_Invoice_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina kwenye ankara`)
};

/**
* | output |
* | --- |
* | "Name on invoices" |
*
* @param {Tax_Invoice_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_invoice_name = /** @type {((inputs?: Tax_Invoice_NameInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Invoice_NameInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_invoice_name(inputs)
	return en_tax_invoice_name(inputs)
});