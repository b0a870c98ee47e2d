/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Signed_Out_OthersInputs */

const en_account_signed_out_others = /** @type {(inputs: Account_Signed_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out of your other devices.`)
};

const sw_account_signed_out_others = /** @type {(inputs: Account_Signed_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umetoka kwenye vifaa vyako vingine.`)
};

/**
* | output |
* | --- |
* | "Signed out of your other devices." |
*
* @param {Account_Signed_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_signed_out_others = /** @type {((inputs?: Account_Signed_Out_OthersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Signed_Out_OthersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_signed_out_others(inputs)
	return en_account_signed_out_others(inputs)
});