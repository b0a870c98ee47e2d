/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_WordInputs */

const en_payout_account_word = /** @type {(inputs: Payout_Account_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`account`)
};

const sw_payout_account_word = /** @type {(inputs: Payout_Account_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`akaunti`)
};

/**
* | output |
* | --- |
* | "account" |
*
* @param {Payout_Account_WordInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_word = /** @type {((inputs?: Payout_Account_WordInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_WordInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_word(inputs)
	return en_payout_account_word(inputs)
});