/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Bank_Statement_ImportedInputs */

const en_bank_statement_imported = /** @type {(inputs: Bank_Statement_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This statement was loaded on ${i?.at}: nothing in it is new.`)
};

const sw_bank_statement_imported = /** @type {(inputs: Bank_Statement_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taarifa hii ilipakiwa ${i?.at}: hakuna jipya ndani yake.`)
};

/**
* | output |
* | --- |
* | "This statement was loaded on {at}: nothing in it is new." |
*
* @param {Bank_Statement_ImportedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statement_imported = /** @type {((inputs: Bank_Statement_ImportedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Statement_ImportedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_statement_imported(inputs)
	return en_bank_statement_imported(inputs)
});