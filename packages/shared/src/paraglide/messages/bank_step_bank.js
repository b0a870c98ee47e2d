/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bank: NonNullable<unknown>, branch: NonNullable<unknown> }} Bank_Step_BankInputs */

const en_bank_step_bank = /** @type {(inputs: Bank_Step_BankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bank: ${i?.bank}, ${i?.branch} branch.`)
};

const sw_bank_step_bank = /** @type {(inputs: Bank_Step_BankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Benki: ${i?.bank}, tawi la ${i?.branch}.`)
};

/**
* | output |
* | --- |
* | "Bank: {bank}, {branch} branch." |
*
* @param {Bank_Step_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_bank = /** @type {((inputs: Bank_Step_BankInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Step_BankInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_step_bank(inputs)
	return en_bank_step_bank(inputs)
});