/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_Password_RequiredInputs */

const en_payout_account_password_required = /** @type {(inputs: Payout_Account_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password to change where your money goes.`)
};

const sw_payout_account_password_required = /** @type {(inputs: Payout_Account_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nenosiri lako ili kubadilisha pesa zako zinapoenda.`)
};

/**
* | output |
* | --- |
* | "Enter your password to change where your money goes." |
*
* @param {Payout_Account_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_password_required = /** @type {((inputs?: Payout_Account_Password_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_Password_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_password_required(inputs)
	return en_payout_account_password_required(inputs)
});