/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Account_SavedInputs */

const en_payout_account_saved = /** @type {(inputs: Payout_Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout account saved. We e-mailed you about the change.`)
};

const sw_payout_account_saved = /** @type {(inputs: Payout_Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti ya malipo imehifadhiwa. Tumekutumia barua pepe kuhusu mabadiliko haya.`)
};

/**
* | output |
* | --- |
* | "Payout account saved. We e-mailed you about the change." |
*
* @param {Payout_Account_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_account_saved = /** @type {((inputs?: Payout_Account_SavedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Account_SavedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_account_saved(inputs)
	return en_payout_account_saved(inputs)
});