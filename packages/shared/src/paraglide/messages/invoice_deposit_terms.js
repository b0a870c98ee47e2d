/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deposit: NonNullable<unknown>, balance: NonNullable<unknown>, due: NonNullable<unknown> }} Invoice_Deposit_TermsInputs */

const en_invoice_deposit_terms = /** @type {(inputs: Invoice_Deposit_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.deposit}; balance ${i?.balance} due by ${i?.due}.`)
};

const sw_invoice_deposit_terms = /** @type {(inputs: Invoice_Deposit_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amana ${i?.deposit}; salio ${i?.balance} kufikia ${i?.due}.`)
};

/**
* | output |
* | --- |
* | "Deposit {deposit}; balance {balance} due by {due}." |
*
* @param {Invoice_Deposit_TermsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_deposit_terms = /** @type {((inputs: Invoice_Deposit_TermsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Deposit_TermsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_deposit_terms(inputs)
	return en_invoice_deposit_terms(inputs)
});