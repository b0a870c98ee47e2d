/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_InvoiceInputs */

const en_company_statement_invoice = /** @type {(inputs: Company_Statement_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

const sw_company_statement_invoice = /** @type {(inputs: Company_Statement_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara`)
};

/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Company_Statement_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_invoice = /** @type {((inputs?: Company_Statement_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_invoice(inputs)
	return en_company_statement_invoice(inputs)
});