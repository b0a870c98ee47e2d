/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_InvalidInputs */

const en_auth_email_invalid = /** @type {(inputs: Auth_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid e-mail address.`)
};

const sw_auth_email_invalid = /** @type {(inputs: Auth_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka barua pepe sahihi.`)
};

/**
* | output |
* | --- |
* | "Enter a valid e-mail address." |
*
* @param {Auth_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_email_invalid = /** @type {((inputs?: Auth_Email_InvalidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_InvalidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_email_invalid(inputs)
	return en_auth_email_invalid(inputs)
});