/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Tab_StatementInputs */

const en_company_tab_statement = /** @type {(inputs: Company_Tab_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement`)
};

const sw_company_tab_statement = /** @type {(inputs: Company_Tab_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa`)
};

/**
* | output |
* | --- |
* | "Statement" |
*
* @param {Company_Tab_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_tab_statement = /** @type {((inputs?: Company_Tab_StatementInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Tab_StatementInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_tab_statement(inputs)
	return en_company_tab_statement(inputs)
});