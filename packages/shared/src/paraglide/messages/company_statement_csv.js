/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_CsvInputs */

const en_company_statement_csv = /** @type {(inputs: Company_Statement_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement (CSV)`)
};

const sw_company_statement_csv = /** @type {(inputs: Company_Statement_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa (CSV)`)
};

/**
* | output |
* | --- |
* | "Statement (CSV)" |
*
* @param {Company_Statement_CsvInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_csv = /** @type {((inputs?: Company_Statement_CsvInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_CsvInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_csv(inputs)
	return en_company_statement_csv(inputs)
});