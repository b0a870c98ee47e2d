/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Wrong_Current_PasswordInputs */

const en_auth_wrong_current_password = /** @type {(inputs: Auth_Wrong_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password is not correct.`)
};

const sw_auth_wrong_current_password = /** @type {(inputs: Auth_Wrong_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri lako la sasa si sahihi.`)
};

/**
* | output |
* | --- |
* | "Your current password is not correct." |
*
* @param {Auth_Wrong_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_wrong_current_password = /** @type {((inputs?: Auth_Wrong_Current_PasswordInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Wrong_Current_PasswordInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_wrong_current_password(inputs)
	return en_auth_wrong_current_password(inputs)
});