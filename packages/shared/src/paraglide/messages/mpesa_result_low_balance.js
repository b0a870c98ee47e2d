/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Result_Low_BalanceInputs */

const en_mpesa_result_low_balance = /** @type {(inputs: Mpesa_Result_Low_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your M-Pesa balance is too low for this payment. Top up and try again.`)
};

const sw_mpesa_result_low_balance = /** @type {(inputs: Mpesa_Result_Low_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salio lako la M-Pesa halitoshi kwa malipo haya. Ongeza salio kisha ujaribu tena.`)
};

/**
* | output |
* | --- |
* | "Your M-Pesa balance is too low for this payment. Top up and try again." |
*
* @param {Mpesa_Result_Low_BalanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_low_balance = /** @type {((inputs?: Mpesa_Result_Low_BalanceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Result_Low_BalanceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_result_low_balance(inputs)
	return en_mpesa_result_low_balance(inputs)
});