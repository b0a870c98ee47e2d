/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_PaymentsInputs */

const en_company_statement_payments = /** @type {(inputs: Company_Statement_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments received`)
};

const sw_company_statement_payments = /** @type {(inputs: Company_Statement_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo yaliyopokelewa`)
};

/**
* | output |
* | --- |
* | "Payments received" |
*
* @param {Company_Statement_PaymentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_payments = /** @type {((inputs?: Company_Statement_PaymentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_PaymentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_payments(inputs)
	return en_company_statement_payments(inputs)
});