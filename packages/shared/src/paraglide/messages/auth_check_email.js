/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Check_EmailInputs */

const en_auth_check_email = /** @type {(inputs: Auth_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your e-mail`)
};

const sw_auth_check_email = /** @type {(inputs: Auth_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia barua pepe yako`)
};

/**
* | output |
* | --- |
* | "Check your e-mail" |
*
* @param {Auth_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_check_email = /** @type {((inputs?: Auth_Check_EmailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Check_EmailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_check_email(inputs)
	return en_auth_check_email(inputs)
});