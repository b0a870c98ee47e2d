/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_StatusInputs */

const en_company_statement_status = /** @type {(inputs: Company_Statement_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const sw_company_statement_status = /** @type {(inputs: Company_Statement_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Company_Statement_StatusInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_status = /** @type {((inputs?: Company_Statement_StatusInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_StatusInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_status(inputs)
	return en_company_statement_status(inputs)
});