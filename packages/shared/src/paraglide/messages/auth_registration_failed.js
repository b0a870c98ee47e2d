/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Registration_FailedInputs */

const en_auth_registration_failed = /** @type {(inputs: Auth_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration failed. Please try again.`)
};

const sw_auth_registration_failed = /** @type {(inputs: Auth_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usajili umeshindikana. Tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "Registration failed. Please try again." |
*
* @param {Auth_Registration_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_registration_failed = /** @type {((inputs?: Auth_Registration_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Registration_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_registration_failed(inputs)
	return en_auth_registration_failed(inputs)
});