/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_ViaInputs */

const en_company_statement_via = /** @type {(inputs: Company_Statement_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid by`)
};

const sw_company_statement_via = /** @type {(inputs: Company_Statement_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ililipwa kwa`)
};

/**
* | output |
* | --- |
* | "Paid by" |
*
* @param {Company_Statement_ViaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_via = /** @type {((inputs?: Company_Statement_ViaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_ViaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_via(inputs)
	return en_company_statement_via(inputs)
});