/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_ReceiptInputs */

const en_company_statement_receipt = /** @type {(inputs: Company_Statement_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt or bank reference`)
};

const sw_company_statement_receipt = /** @type {(inputs: Company_Statement_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risiti au kumbukumbu ya benki`)
};

/**
* | output |
* | --- |
* | "Receipt or bank reference" |
*
* @param {Company_Statement_ReceiptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_receipt = /** @type {((inputs?: Company_Statement_ReceiptInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_ReceiptInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_receipt(inputs)
	return en_company_statement_receipt(inputs)
});