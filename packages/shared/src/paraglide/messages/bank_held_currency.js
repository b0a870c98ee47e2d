/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Bank_Held_CurrencyInputs */

const en_bank_held_currency = /** @type {(inputs: Bank_Held_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It came in ${i?.currency}, not shillings: decide what it pays.`)
};

const sw_bank_held_currency = /** @type {(inputs: Bank_Held_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ilikuja kwa ${i?.currency}, si shilingi: amua inalipia nini.`)
};

/**
* | output |
* | --- |
* | "It came in {currency}, not shillings: decide what it pays." |
*
* @param {Bank_Held_CurrencyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_currency = /** @type {((inputs: Bank_Held_CurrencyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Held_CurrencyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_held_currency(inputs)
	return en_bank_held_currency(inputs)
});