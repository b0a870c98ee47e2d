/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_InvoicedInputs */

const en_company_statement_invoiced = /** @type {(inputs: Company_Statement_InvoicedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoiced this month`)
};

const sw_company_statement_invoiced = /** @type {(inputs: Company_Statement_InvoicedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara za mwezi huu`)
};

/**
* | output |
* | --- |
* | "Invoiced this month" |
*
* @param {Company_Statement_InvoicedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_invoiced = /** @type {((inputs?: Company_Statement_InvoicedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_InvoicedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_invoiced(inputs)
	return en_company_statement_invoiced(inputs)
});