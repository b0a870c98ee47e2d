/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bookings: NonNullable<unknown> }} Bank_Outcome_MatchedInputs */

const en_bank_outcome_matched = /** @type {(inputs: Bank_Outcome_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.bookings}`)
};

const sw_bank_outcome_matched = /** @type {(inputs: Bank_Outcome_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imelipia ${i?.bookings}`)
};

/**
* | output |
* | --- |
* | "Paid {bookings}" |
*
* @param {Bank_Outcome_MatchedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_matched = /** @type {((inputs: Bank_Outcome_MatchedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_MatchedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_matched(inputs)
	return en_bank_outcome_matched(inputs)
});