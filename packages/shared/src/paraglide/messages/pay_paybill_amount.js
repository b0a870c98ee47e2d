/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pay_Paybill_AmountInputs */

const en_pay_paybill_amount = /** @type {(inputs: Pay_Paybill_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: ${i?.amount}, exactly: M-Pesa refuses any other amount for this booking.`)
};

const sw_pay_paybill_amount = /** @type {(inputs: Pay_Paybill_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kiasi: ${i?.amount}, kamili: M-Pesa inakataa kiasi kingine chochote kwa uhifadhi huu.`)
};

/**
* | output |
* | --- |
* | "Amount: {amount}, exactly: M-Pesa refuses any other amount for this booking." |
*
* @param {Pay_Paybill_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_amount = /** @type {((inputs: Pay_Paybill_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paybill_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paybill_amount(inputs)
	return en_pay_paybill_amount(inputs)
});