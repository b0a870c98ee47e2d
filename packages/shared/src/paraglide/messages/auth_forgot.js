/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_ForgotInputs */

const en_auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const sw_auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umesahau nenosiri?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_ForgotInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_forgot = /** @type {((inputs?: Auth_ForgotInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ForgotInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_forgot(inputs)
	return en_auth_forgot(inputs)
});