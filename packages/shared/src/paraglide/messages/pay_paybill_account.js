/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Pay_Paybill_AccountInputs */

const en_pay_paybill_account = /** @type {(inputs: Pay_Paybill_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account number: ${i?.reference} (your booking reference).`)
};

const sw_pay_paybill_account = /** @type {(inputs: Pay_Paybill_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nambari ya akaunti: ${i?.reference} (kumbukumbu ya uhifadhi wako).`)
};

/**
* | output |
* | --- |
* | "Account number: {reference} (your booking reference)." |
*
* @param {Pay_Paybill_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_account = /** @type {((inputs: Pay_Paybill_AccountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paybill_AccountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paybill_account(inputs)
	return en_pay_paybill_account(inputs)
});