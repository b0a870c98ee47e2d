/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_AmountInputs */

const en_company_statement_amount = /** @type {(inputs: Company_Statement_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (KSH)`)
};

const sw_company_statement_amount = /** @type {(inputs: Company_Statement_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi (KSH)`)
};

/**
* | output |
* | --- |
* | "Amount (KSH)" |
*
* @param {Company_Statement_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_amount = /** @type {((inputs?: Company_Statement_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_amount(inputs)
	return en_company_statement_amount(inputs)
});