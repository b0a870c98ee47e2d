/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Pay_Paybill_BusinessInputs */

const en_pay_paybill_business = /** @type {(inputs: Pay_Paybill_BusinessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Business number: ${i?.number}.`)
};

const sw_pay_paybill_business = /** @type {(inputs: Pay_Paybill_BusinessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nambari ya biashara: ${i?.number}.`)
};

/**
* | output |
* | --- |
* | "Business number: {number}." |
*
* @param {Pay_Paybill_BusinessInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_business = /** @type {((inputs: Pay_Paybill_BusinessInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paybill_BusinessInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paybill_business(inputs)
	return en_pay_paybill_business(inputs)
});