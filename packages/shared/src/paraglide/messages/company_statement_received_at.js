/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_Received_AtInputs */

const en_company_statement_received_at = /** @type {(inputs: Company_Statement_Received_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received`)
};

const sw_company_statement_received_at = /** @type {(inputs: Company_Statement_Received_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilipokelewa`)
};

/**
* | output |
* | --- |
* | "Received" |
*
* @param {Company_Statement_Received_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_received_at = /** @type {((inputs?: Company_Statement_Received_AtInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_Received_AtInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_received_at(inputs)
	return en_company_statement_received_at(inputs)
});