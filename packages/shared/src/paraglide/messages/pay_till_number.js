/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Pay_Till_NumberInputs */

const en_pay_till_number = /** @type {(inputs: Pay_Till_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Till number: ${i?.number}.`)
};

const sw_pay_till_number = /** @type {(inputs: Pay_Till_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nambari ya till: ${i?.number}.`)
};

/**
* | output |
* | --- |
* | "Till number: {number}." |
*
* @param {Pay_Till_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_number = /** @type {((inputs: Pay_Till_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Till_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_till_number(inputs)
	return en_pay_till_number(inputs)
});