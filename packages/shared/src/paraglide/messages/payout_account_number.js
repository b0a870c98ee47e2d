/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_NumberInputs */

const en_payout_account_number = /** @type {(inputs: Payout_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account number`)
};

const sw_payout_account_number = /** @type {(inputs: Payout_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya akaunti`)
};

/**
* | output |
* | --- |
* | "Account number" |
*
* @param {Payout_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_number = /** @type {((inputs?: Payout_Account_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_number(inputs)
	return en_payout_account_number(inputs)
});