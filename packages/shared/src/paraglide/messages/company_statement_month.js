/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_MonthInputs */

const en_company_statement_month = /** @type {(inputs: Company_Statement_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month of the statement`)
};

const sw_company_statement_month = /** @type {(inputs: Company_Statement_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwezi wa taarifa`)
};

/**
* | output |
* | --- |
* | "Month of the statement" |
*
* @param {Company_Statement_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_month = /** @type {((inputs?: Company_Statement_MonthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_MonthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_month(inputs)
	return en_company_statement_month(inputs)
});