/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Invite_Sign_In_TextInputs */

const en_company_invite_sign_in_text = /** @type {(inputs: Company_Invite_Sign_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with the e-mail address the invitation was sent to, and you come back here to accept it. New to Nafasi? Create an account with that address, then open the link in the mail again.`)
};

const sw_company_invite_sign_in_text = /** @type {(inputs: Company_Invite_Sign_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia kwa barua pepe ambayo mwaliko ulitumwa kwake, nawe utarudi hapa kuukubali. Mgeni kwenye Nafasi? Fungua akaunti kwa anwani hiyo, kisha fungua tena kiungo kilicho kwenye barua.`)
};

/**
* | output |
* | --- |
* | "Sign in with the e-mail address the invitation was sent to, and you come back here to accept it. New to Nafasi? Create an account with that address, then ope..." |
*
* @param {Company_Invite_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_sign_in_text = /** @type {((inputs?: Company_Invite_Sign_In_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invite_Sign_In_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invite_sign_in_text(inputs)
	return en_company_invite_sign_in_text(inputs)
});