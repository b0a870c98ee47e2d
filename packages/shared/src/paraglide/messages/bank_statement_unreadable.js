/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Bank_Statement_UnreadableInputs */

const en_bank_statement_unreadable = /** @type {(inputs: Bank_Statement_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not a bank statement we can read (${i?.why}). Load the camt.053 (XML) or MT940 file your bank sends.`)
};

const sw_bank_statement_unreadable = /** @type {(inputs: Bank_Statement_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hii si taarifa ya benki tunayoweza kusoma (${i?.why}). Pakia faili ya camt.053 (XML) au MT940 ambayo benki yako inatuma.`)
};

/**
* | output |
* | --- |
* | "This is not a bank statement we can read ({why}). Load the camt.053 (XML) or MT940 file your bank sends." |
*
* @param {Bank_Statement_UnreadableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statement_unreadable = /** @type {((inputs: Bank_Statement_UnreadableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Statement_UnreadableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_statement_unreadable(inputs)
	return en_bank_statement_unreadable(inputs)
});