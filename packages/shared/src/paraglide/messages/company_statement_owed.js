/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_OwedInputs */

const en_company_statement_owed = /** @type {(inputs: Company_Statement_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still owed on this month's invoices`)
};

const sw_company_statement_owed = /** @type {(inputs: Company_Statement_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinachodaiwa bado kwa ankara za mwezi huu`)
};

/**
* | output |
* | --- |
* | "Still owed on this month's invoices" |
*
* @param {Company_Statement_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_owed = /** @type {((inputs?: Company_Statement_OwedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_OwedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_owed(inputs)
	return en_company_statement_owed(inputs)
});