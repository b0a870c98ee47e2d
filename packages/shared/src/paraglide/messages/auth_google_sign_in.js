/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_Sign_InInputs */

const en_auth_google_sign_in = /** @type {(inputs: Auth_Google_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with Google`)
};

const sw_auth_google_sign_in = /** @type {(inputs: Auth_Google_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia kwa Google`)
};

/**
* | output |
* | --- |
* | "Sign in with Google" |
*
* @param {Auth_Google_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_google_sign_in = /** @type {((inputs?: Auth_Google_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_google_sign_in(inputs)
	return en_auth_google_sign_in(inputs)
});