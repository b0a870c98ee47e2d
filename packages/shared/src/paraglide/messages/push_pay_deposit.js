/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Push_Pay_DepositInputs */

const en_push_pay_deposit = /** @type {(inputs: Push_Pay_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay the deposit: ${i?.amount}`)
};

const sw_push_pay_deposit = /** @type {(inputs: Push_Pay_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lipa amana: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Pay the deposit: {amount}" |
*
* @param {Push_Pay_DepositInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_pay_deposit = /** @type {((inputs: Push_Pay_DepositInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Pay_DepositInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_pay_deposit(inputs)
	return en_push_pay_deposit(inputs)
});