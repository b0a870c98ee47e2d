/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paybill_account_max: NonNullable<unknown> }} Payout_Account_Bad_AccountInputs */

const en_payout_account_bad_account = /** @type {(inputs: Payout_Account_Bad_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the account number the paybill expects: letters, digits, spaces or - . / #, up to ${i?.paybill_account_max} characters.`)
};

const sw_payout_account_bad_account = /** @type {(inputs: Payout_Account_Bad_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weka nambari ya akaunti ambayo Pay Bill inatarajia: herufi, tarakimu, nafasi au - . / #, hadi herufi ${i?.paybill_account_max}.`)
};

/**
* | output |
* | --- |
* | "Enter the account number the paybill expects: letters, digits, spaces or - . / #, up to {paybill_account_max} characters." |
*
* @param {Payout_Account_Bad_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_bad_account = /** @type {((inputs: Payout_Account_Bad_AccountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_Bad_AccountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_bad_account(inputs)
	return en_payout_account_bad_account(inputs)
});