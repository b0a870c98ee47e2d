/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Push_Pay_BalanceInputs */

const en_push_pay_balance = /** @type {(inputs: Push_Pay_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay the balance: ${i?.amount}`)
};

const sw_push_pay_balance = /** @type {(inputs: Push_Pay_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lipa salio: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Pay the balance: {amount}" |
*
* @param {Push_Pay_BalanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_pay_balance = /** @type {((inputs: Push_Pay_BalanceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Pay_BalanceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_pay_balance(inputs)
	return en_push_pay_balance(inputs)
});