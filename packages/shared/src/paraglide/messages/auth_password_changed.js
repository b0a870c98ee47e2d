/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password_ChangedInputs */

const en_auth_password_changed = /** @type {(inputs: Auth_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed successfully!`)
};

const sw_auth_password_changed = /** @type {(inputs: Auth_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri limebadilishwa!`)
};

/**
* | output |
* | --- |
* | "Password changed successfully!" |
*
* @param {Auth_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_password_changed = /** @type {((inputs?: Auth_Password_ChangedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_ChangedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_password_changed(inputs)
	return en_auth_password_changed(inputs)
});