/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bookings: NonNullable<unknown> }} Bank_Outcome_OverInputs */

const en_bank_outcome_over = /** @type {(inputs: Bank_Outcome_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.bookings}; the excess is owed back`)
};

const sw_bank_outcome_over = /** @type {(inputs: Bank_Outcome_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imelipia ${i?.bookings}; ziada inarudishwa`)
};

/**
* | output |
* | --- |
* | "Paid {bookings}; the excess is owed back" |
*
* @param {Bank_Outcome_OverInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_over = /** @type {((inputs: Bank_Outcome_OverInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_OverInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_over(inputs)
	return en_bank_outcome_over(inputs)
});