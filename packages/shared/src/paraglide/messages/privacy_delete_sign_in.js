/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Sign_InInputs */

const en_privacy_delete_sign_in = /** @type {(inputs: Privacy_Delete_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to the account the link was sent to: it deletes only that one.`)
};

const sw_privacy_delete_sign_in = /** @type {(inputs: Privacy_Delete_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia kwenye akaunti ambayo kiungo kilitumwa: kinafuta hiyo tu.`)
};

/**
* | output |
* | --- |
* | "Sign in to the account the link was sent to: it deletes only that one." |
*
* @param {Privacy_Delete_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_sign_in = /** @type {((inputs?: Privacy_Delete_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_sign_in(inputs)
	return en_privacy_delete_sign_in(inputs)
});