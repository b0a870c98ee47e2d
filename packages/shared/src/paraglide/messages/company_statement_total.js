/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_TotalInputs */

const en_company_statement_total = /** @type {(inputs: Company_Statement_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total (KSH)`)
};

const sw_company_statement_total = /** @type {(inputs: Company_Statement_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla (KSH)`)
};

/**
* | output |
* | --- |
* | "Total (KSH)" |
*
* @param {Company_Statement_TotalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_total = /** @type {((inputs?: Company_Statement_TotalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_TotalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_total(inputs)
	return en_company_statement_total(inputs)
});