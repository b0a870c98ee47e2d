/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_SuccessfulInputs */

const en_auth_login_successful = /** @type {(inputs: Auth_Login_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful!`)
};

const sw_auth_login_successful = /** @type {(inputs: Auth_Login_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umeingia!`)
};

/**
* | output |
* | --- |
* | "Login successful!" |
*
* @param {Auth_Login_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_login_successful = /** @type {((inputs?: Auth_Login_SuccessfulInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_SuccessfulInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_login_successful(inputs)
	return en_auth_login_successful(inputs)
});