/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Exists_Sign_InInputs */

const en_mail_exists_sign_in = /** @type {(inputs: Mail_Exists_Sign_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To sign in, go to ${i?.url}. If you forgot your password, set a new one here within one hour:`)
};

const sw_mail_exists_sign_in = /** @type {(inputs: Mail_Exists_Sign_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ili kuingia, nenda ${i?.url}. Kama umesahau nenosiri lako, weka jipya hapa ndani ya saa moja:`)
};

/**
* | output |
* | --- |
* | "To sign in, go to {url}. If you forgot your password, set a new one here within one hour:" |
*
* @param {Mail_Exists_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_sign_in = /** @type {((inputs: Mail_Exists_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_exists_sign_in(inputs)
	return en_mail_exists_sign_in(inputs)
});