/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Credit_SettledInputs */

const en_bank_credit_settled = /** @type {(inputs: Bank_Credit_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This credit has already paid its bookings.`)
};

const sw_bank_credit_settled = /** @type {(inputs: Bank_Credit_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo haya tayari yamelipia uhifadhi wake.`)
};

/**
* | output |
* | --- |
* | "This credit has already paid its bookings." |
*
* @param {Bank_Credit_SettledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_credit_settled = /** @type {((inputs?: Bank_Credit_SettledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Credit_SettledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_credit_settled(inputs)
	return en_bank_credit_settled(inputs)
});