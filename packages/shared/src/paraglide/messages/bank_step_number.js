/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Bank_Step_NumberInputs */

const en_bank_step_number = /** @type {(inputs: Bank_Step_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account number: ${i?.number}.`)
};

const sw_bank_step_number = /** @type {(inputs: Bank_Step_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nambari ya akaunti: ${i?.number}.`)
};

/**
* | output |
* | --- |
* | "Account number: {number}." |
*
* @param {Bank_Step_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_number = /** @type {((inputs: Bank_Step_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Step_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_step_number(inputs)
	return en_bank_step_number(inputs)
});