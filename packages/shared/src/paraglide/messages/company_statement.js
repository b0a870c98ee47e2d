/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_StatementInputs */

const en_company_statement = /** @type {(inputs: Company_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement`)
};

const sw_company_statement = /** @type {(inputs: Company_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa ya akaunti`)
};

/**
* | output |
* | --- |
* | "Statement" |
*
* @param {Company_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement = /** @type {((inputs?: Company_StatementInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_StatementInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement(inputs)
	return en_company_statement(inputs)
});