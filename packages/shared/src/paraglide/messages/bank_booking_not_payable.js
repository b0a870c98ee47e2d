/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Bank_Booking_Not_PayableInputs */

const en_bank_booking_not_payable = /** @type {(inputs: Bank_Booking_Not_PayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking ${i?.reference} owes nothing now: choose another.`)
};

const sw_bank_booking_not_payable = /** @type {(inputs: Bank_Booking_Not_PayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi ${i?.reference} haudaiwi chochote sasa: chagua mwingine.`)
};

/**
* | output |
* | --- |
* | "Booking {reference} owes nothing now: choose another." |
*
* @param {Bank_Booking_Not_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_booking_not_payable = /** @type {((inputs: Bank_Booking_Not_PayableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Booking_Not_PayableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_booking_not_payable(inputs)
	return en_bank_booking_not_payable(inputs)
});