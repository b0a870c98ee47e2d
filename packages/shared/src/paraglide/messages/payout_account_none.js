/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_NoneInputs */

const en_payout_account_none = /** @type {(inputs: Payout_Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add where your payouts go (an M-Pesa number, a paybill or a till): payouts wait until you do.`)
};

const sw_payout_account_none = /** @type {(inputs: Payout_Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka malipo yako yanapoenda (nambari ya M-Pesa, Pay Bill au till): malipo yanasubiri hadi ufanye hivyo.`)
};

/**
* | output |
* | --- |
* | "Add where your payouts go (an M-Pesa number, a paybill or a till): payouts wait until you do." |
*
* @param {Payout_Account_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_none = /** @type {((inputs?: Payout_Account_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_none(inputs)
	return en_payout_account_none(inputs)
});