/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Registration_SuccessfulInputs */

const en_auth_registration_successful = /** @type {(inputs: Auth_Registration_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful!`)
};

const sw_auth_registration_successful = /** @type {(inputs: Auth_Registration_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umejisajili!`)
};

/**
* | output |
* | --- |
* | "Registration successful!" |
*
* @param {Auth_Registration_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_registration_successful = /** @type {((inputs?: Auth_Registration_SuccessfulInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Registration_SuccessfulInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_registration_successful(inputs)
	return en_auth_registration_successful(inputs)
});