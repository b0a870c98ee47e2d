/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bank: NonNullable<unknown> }} Bank_Step_Bank_OnlyInputs */

const en_bank_step_bank_only = /** @type {(inputs: Bank_Step_Bank_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bank: ${i?.bank}.`)
};

const sw_bank_step_bank_only = /** @type {(inputs: Bank_Step_Bank_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Benki: ${i?.bank}.`)
};

/**
* | output |
* | --- |
* | "Bank: {bank}." |
*
* @param {Bank_Step_Bank_OnlyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_bank_only = /** @type {((inputs: Bank_Step_Bank_OnlyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Step_Bank_OnlyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_step_bank_only(inputs)
	return en_bank_step_bank_only(inputs)
});