/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Outcome_ReversalInputs */

const en_bank_outcome_reversal = /** @type {(inputs: Bank_Outcome_ReversalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reversal`)
};

const sw_bank_outcome_reversal = /** @type {(inputs: Bank_Outcome_ReversalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho`)
};

/**
* | output |
* | --- |
* | "Reversal" |
*
* @param {Bank_Outcome_ReversalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_reversal = /** @type {((inputs?: Bank_Outcome_ReversalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_ReversalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_reversal(inputs)
	return en_bank_outcome_reversal(inputs)
});