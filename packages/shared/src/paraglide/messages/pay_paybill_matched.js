/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Paybill_MatchedInputs */

const en_pay_paybill_matched = /** @type {(inputs: Pay_Paybill_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking is confirmed as soon as M-Pesa reports the payment; the account number is how it finds your booking.`)
};

const sw_pay_paybill_matched = /** @type {(inputs: Pay_Paybill_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako unathibitishwa mara M-Pesa inaporipoti malipo; nambari ya akaunti ndiyo inayoutambua uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "Your booking is confirmed as soon as M-Pesa reports the payment; the account number is how it finds your booking." |
*
* @param {Pay_Paybill_MatchedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_matched = /** @type {((inputs?: Pay_Paybill_MatchedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paybill_MatchedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paybill_matched(inputs)
	return en_pay_paybill_matched(inputs)
});