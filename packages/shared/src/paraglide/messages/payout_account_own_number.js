/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_Own_NumberInputs */

const en_payout_account_own_number = /** @type {(inputs: Payout_Account_Own_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is Nafasi's own number, where guests pay: give your business's paybill or till.`)
};

const sw_payout_account_own_number = /** @type {(inputs: Payout_Account_Own_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiyo ni nambari ya Nafasi yenyewe, ambako wageni hulipa: weka paybill au till ya biashara yako.`)
};

/**
* | output |
* | --- |
* | "That is Nafasi's own number, where guests pay: give your business's paybill or till." |
*
* @param {Payout_Account_Own_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_own_number = /** @type {((inputs?: Payout_Account_Own_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_Own_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_own_number(inputs)
	return en_payout_account_own_number(inputs)
});