/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_PaidInputs */

const en_company_statement_paid = /** @type {(inputs: Company_Statement_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid (KSH)`)
};

const sw_company_statement_paid = /** @type {(inputs: Company_Statement_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imelipwa (KSH)`)
};

/**
* | output |
* | --- |
* | "Paid (KSH)" |
*
* @param {Company_Statement_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_paid = /** @type {((inputs?: Company_Statement_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_paid(inputs)
	return en_company_statement_paid(inputs)
});