/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, amount: NonNullable<unknown> }} Pay_Paybill_Amount_PartsInputs */

const en_pay_paybill_amount_parts = /** @type {(inputs: Pay_Paybill_Amount_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: up to ${i?.limit} a payment, as many as it takes to pay ${i?.amount}: each one counts toward this booking.`)
};

const sw_pay_paybill_amount_parts = /** @type {(inputs: Pay_Paybill_Amount_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kiasi: hadi ${i?.limit} kwa malipo moja, mara nyingi kadiri inavyohitajika kulipa ${i?.amount}: kila malipo yanahesabiwa kwa uhifadhi huu.`)
};

/**
* | output |
* | --- |
* | "Amount: up to {limit} a payment, as many as it takes to pay {amount}: each one counts toward this booking." |
*
* @param {Pay_Paybill_Amount_PartsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_amount_parts = /** @type {((inputs: Pay_Paybill_Amount_PartsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paybill_Amount_PartsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paybill_amount_parts(inputs)
	return en_pay_paybill_amount_parts(inputs)
});