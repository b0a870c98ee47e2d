/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_Owed_ColumnInputs */

const en_company_statement_owed_column = /** @type {(inputs: Company_Statement_Owed_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed (KSH)`)
};

const sw_company_statement_owed_column = /** @type {(inputs: Company_Statement_Owed_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inadaiwa (KSH)`)
};

/**
* | output |
* | --- |
* | "Owed (KSH)" |
*
* @param {Company_Statement_Owed_ColumnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_owed_column = /** @type {((inputs?: Company_Statement_Owed_ColumnInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_Owed_ColumnInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_owed_column(inputs)
	return en_company_statement_owed_column(inputs)
});