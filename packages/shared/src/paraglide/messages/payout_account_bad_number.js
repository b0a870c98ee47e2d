/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_Bad_NumberInputs */

const en_payout_account_bad_number = /** @type {(inputs: Payout_Account_Bad_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the Safaricom number your payouts go to, like 0712 345 678.`)
};

const sw_payout_account_bad_number = /** @type {(inputs: Payout_Account_Bad_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nambari ya Safaricom ambako malipo yako yanaenda, kama 0712 345 678.`)
};

/**
* | output |
* | --- |
* | "Enter the Safaricom number your payouts go to, like 0712 345 678." |
*
* @param {Payout_Account_Bad_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_bad_number = /** @type {((inputs?: Payout_Account_Bad_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_Bad_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_bad_number(inputs)
	return en_payout_account_bad_number(inputs)
});