/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_TakenInputs */

const en_auth_email_taken = /** @type {(inputs: Auth_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this e-mail already exists. Sign in instead, or reset your password.`)
};

const sw_auth_email_taken = /** @type {(inputs: Auth_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tayari kuna akaunti yenye barua pepe hii. Ingia badala yake, au weka nenosiri jipya.`)
};

/**
* | output |
* | --- |
* | "An account with this e-mail already exists. Sign in instead, or reset your password." |
*
* @param {Auth_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_email_taken = /** @type {((inputs?: Auth_Email_TakenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_TakenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_email_taken(inputs)
	return en_auth_email_taken(inputs)
});