/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pay_Till_AmountInputs */

const en_pay_till_amount = /** @type {(inputs: Pay_Till_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: ${i?.amount}, exactly.`)
};

const sw_pay_till_amount = /** @type {(inputs: Pay_Till_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kiasi: ${i?.amount}, kamili.`)
};

/**
* | output |
* | --- |
* | "Amount: {amount}, exactly." |
*
* @param {Pay_Till_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_amount = /** @type {((inputs: Pay_Till_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Till_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_till_amount(inputs)
	return en_pay_till_amount(inputs)
});