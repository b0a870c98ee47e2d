/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_Sign_UpInputs */

const en_auth_google_sign_up = /** @type {(inputs: Auth_Google_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up with Google`)
};

const sw_auth_google_sign_up = /** @type {(inputs: Auth_Google_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jisajili kwa Google`)
};

/**
* | output |
* | --- |
* | "Sign up with Google" |
*
* @param {Auth_Google_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_google_sign_up = /** @type {((inputs?: Auth_Google_Sign_UpInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_Sign_UpInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_google_sign_up(inputs)
	return en_auth_google_sign_up(inputs)
});