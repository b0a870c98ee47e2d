/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Too_LongInputs */

const en_auth_email_too_long = /** @type {(inputs: Auth_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail must be at most 254 characters`)
};

const sw_auth_email_too_long = /** @type {(inputs: Auth_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe isizidi herufi 254`)
};

/**
* | output |
* | --- |
* | "E-mail must be at most 254 characters" |
*
* @param {Auth_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_email_too_long = /** @type {((inputs?: Auth_Email_Too_LongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Too_LongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_email_too_long(inputs)
	return en_auth_email_too_long(inputs)
});