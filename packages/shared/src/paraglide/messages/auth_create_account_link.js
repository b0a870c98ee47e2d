/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Create_Account_LinkInputs */

const en_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

const sw_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti`)
};

/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Auth_Create_Account_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_create_account_link = /** @type {((inputs?: Auth_Create_Account_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Create_Account_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_create_account_link(inputs)
	return en_auth_create_account_link(inputs)
});