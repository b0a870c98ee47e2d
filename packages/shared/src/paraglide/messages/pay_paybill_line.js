/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, reference: NonNullable<unknown> }} Pay_Paybill_LineInputs */

const en_pay_paybill_line = /** @type {(inputs: Pay_Paybill_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa Pay Bill: business number ${i?.number}, account number ${i?.reference}.`)
};

const sw_pay_paybill_line = /** @type {(inputs: Pay_Paybill_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa Pay Bill: nambari ya biashara ${i?.number}, nambari ya akaunti ${i?.reference}.`)
};

/**
* | output |
* | --- |
* | "M-Pesa Pay Bill: business number {number}, account number {reference}." |
*
* @param {Pay_Paybill_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_line = /** @type {((inputs: Pay_Paybill_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paybill_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paybill_line(inputs)
	return en_pay_paybill_line(inputs)
});