/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_EmptyInputs */

const en_company_statement_empty = /** @type {(inputs: Company_Statement_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invoices were issued on the account this month.`)
};

const sw_company_statement_empty = /** @type {(inputs: Company_Statement_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna ankara zilizotolewa kwa akaunti hii mwezi huu.`)
};

/**
* | output |
* | --- |
* | "No invoices were issued on the account this month." |
*
* @param {Company_Statement_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_empty = /** @type {((inputs?: Company_Statement_EmptyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_EmptyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_empty(inputs)
	return en_company_statement_empty(inputs)
});