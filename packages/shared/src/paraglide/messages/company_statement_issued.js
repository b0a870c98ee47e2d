/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_IssuedInputs */

const en_company_statement_issued = /** @type {(inputs: Company_Statement_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued`)
};

const sw_company_statement_issued = /** @type {(inputs: Company_Statement_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilitolewa`)
};

/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Company_Statement_IssuedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_issued = /** @type {((inputs?: Company_Statement_IssuedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_IssuedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_issued(inputs)
	return en_company_statement_issued(inputs)
});