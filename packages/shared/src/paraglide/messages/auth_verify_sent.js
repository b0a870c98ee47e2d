/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_SentInputs */

const en_auth_verify_sent = /** @type {(inputs: Auth_Verify_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a new confirmation link to your e-mail address.`)
};

const sw_auth_verify_sent = /** @type {(inputs: Auth_Verify_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tumetuma kiungo kipya cha kuthibitisha kwa barua pepe yako.`)
};

/**
* | output |
* | --- |
* | "We sent a new confirmation link to your e-mail address." |
*
* @param {Auth_Verify_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_verify_sent = /** @type {((inputs?: Auth_Verify_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_verify_sent(inputs)
	return en_auth_verify_sent(inputs)
});