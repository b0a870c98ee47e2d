/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Bank_Step_AmountInputs */

const en_bank_step_amount = /** @type {(inputs: Bank_Step_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: ${i?.amount}. One transfer may pay several bookings: write each reference.`)
};

const sw_bank_step_amount = /** @type {(inputs: Bank_Step_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kiasi: ${i?.amount}. Uhamisho mmoja unaweza kulipia uhifadhi kadhaa: andika kila nambari.`)
};

/**
* | output |
* | --- |
* | "Amount: {amount}. One transfer may pay several bookings: write each reference." |
*
* @param {Bank_Step_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_amount = /** @type {((inputs: Bank_Step_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Step_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_step_amount(inputs)
	return en_bank_step_amount(inputs)
});