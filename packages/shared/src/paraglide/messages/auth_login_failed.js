/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_FailedInputs */

const en_auth_login_failed = /** @type {(inputs: Auth_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed`)
};

const sw_auth_login_failed = /** @type {(inputs: Auth_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuingia`)
};

/**
* | output |
* | --- |
* | "Login failed" |
*
* @param {Auth_Login_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_login_failed = /** @type {((inputs?: Auth_Login_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_login_failed(inputs)
	return en_auth_login_failed(inputs)
});