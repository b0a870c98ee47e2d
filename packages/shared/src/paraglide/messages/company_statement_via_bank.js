/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_Via_BankInputs */

const en_company_statement_via_bank = /** @type {(inputs: Company_Statement_Via_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer`)
};

const sw_company_statement_via_bank = /** @type {(inputs: Company_Statement_Via_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhamisho wa benki`)
};

/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Company_Statement_Via_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_via_bank = /** @type {((inputs?: Company_Statement_Via_BankInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_Via_BankInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_via_bank(inputs)
	return en_company_statement_via_bank(inputs)
});