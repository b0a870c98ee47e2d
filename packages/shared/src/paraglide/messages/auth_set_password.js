/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Set_PasswordInputs */

const en_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set new password`)
};

const sw_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nenosiri jipya`)
};

/**
* | output |
* | --- |
* | "Set new password" |
*
* @param {Auth_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_set_password = /** @type {((inputs?: Auth_Set_PasswordInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Set_PasswordInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_set_password(inputs)
	return en_auth_set_password(inputs)
});