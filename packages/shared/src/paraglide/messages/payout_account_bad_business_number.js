/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_Bad_Business_NumberInputs */

const en_payout_account_bad_business_number = /** @type {(inputs: Payout_Account_Bad_Business_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the business number: 5 to 7 digits.`)
};

const sw_payout_account_bad_business_number = /** @type {(inputs: Payout_Account_Bad_Business_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nambari ya biashara: tarakimu 5 hadi 7.`)
};

/**
* | output |
* | --- |
* | "Enter the business number: 5 to 7 digits." |
*
* @param {Payout_Account_Bad_Business_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_bad_business_number = /** @type {((inputs?: Payout_Account_Bad_Business_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_Bad_Business_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_bad_business_number(inputs)
	return en_payout_account_bad_business_number(inputs)
});