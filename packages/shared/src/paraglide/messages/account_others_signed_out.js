/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Others_Signed_OutInputs */

const en_account_others_signed_out = /** @type {(inputs: Account_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your other devices will be signed out.`)
};

const sw_account_others_signed_out = /** @type {(inputs: Account_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vifaa vyako vingine vitatolewa.`)
};

/**
* | output |
* | --- |
* | "Your other devices will be signed out." |
*
* @param {Account_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_others_signed_out = /** @type {((inputs?: Account_Others_Signed_OutInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Others_Signed_OutInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_others_signed_out(inputs)
	return en_account_others_signed_out(inputs)
});