/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Outcome_DebitInputs */

const en_bank_outcome_debit = /** @type {(inputs: Bank_Outcome_DebitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money out`)
};

const sw_bank_outcome_debit = /** @type {(inputs: Bank_Outcome_DebitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesa iliyotoka`)
};

/**
* | output |
* | --- |
* | "Money out" |
*
* @param {Bank_Outcome_DebitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_debit = /** @type {((inputs?: Bank_Outcome_DebitInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_DebitInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_debit(inputs)
	return en_bank_outcome_debit(inputs)
});