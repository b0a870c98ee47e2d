/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Reference_InvalidInputs */

const en_bank_reference_invalid = /** @type {(inputs: Bank_Reference_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a booking reference like NF-Z5NUS9.`)
};

const sw_bank_reference_invalid = /** @type {(inputs: Bank_Reference_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nambari ya uhifadhi kama NF-Z5NUS9.`)
};

/**
* | output |
* | --- |
* | "Enter a booking reference like NF-Z5NUS9." |
*
* @param {Bank_Reference_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_reference_invalid = /** @type {((inputs?: Bank_Reference_InvalidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Reference_InvalidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_reference_invalid(inputs)
	return en_bank_reference_invalid(inputs)
});