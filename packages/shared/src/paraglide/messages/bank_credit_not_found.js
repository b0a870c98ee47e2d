/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Credit_Not_FoundInputs */

const en_bank_credit_not_found = /** @type {(inputs: Bank_Credit_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank credit not found.`)
};

const sw_bank_credit_not_found = /** @type {(inputs: Bank_Credit_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo ya benki hayakupatikana.`)
};

/**
* | output |
* | --- |
* | "Bank credit not found." |
*
* @param {Bank_Credit_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_credit_not_found = /** @type {((inputs?: Bank_Credit_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Credit_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_credit_not_found(inputs)
	return en_bank_credit_not_found(inputs)
});