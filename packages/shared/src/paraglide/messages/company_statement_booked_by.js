/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_Booked_ByInputs */

const en_company_statement_booked_by = /** @type {(inputs: Company_Statement_Booked_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked by`)
};

const sw_company_statement_booked_by = /** @type {(inputs: Company_Statement_Booked_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imehifadhiwa na`)
};

/**
* | output |
* | --- |
* | "Booked by" |
*
* @param {Company_Statement_Booked_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_booked_by = /** @type {((inputs?: Company_Statement_Booked_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_Booked_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_booked_by(inputs)
	return en_company_statement_booked_by(inputs)
});