/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Col_OutcomeInputs */

const en_bank_col_outcome = /** @type {(inputs: Bank_Col_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome`)
};

const sw_bank_col_outcome = /** @type {(inputs: Bank_Col_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matokeo`)
};

/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Bank_Col_OutcomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_outcome = /** @type {((inputs?: Bank_Col_OutcomeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Col_OutcomeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_col_outcome(inputs)
	return en_bank_col_outcome(inputs)
});