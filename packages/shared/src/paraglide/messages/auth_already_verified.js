/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Already_VerifiedInputs */

const en_auth_already_verified = /** @type {(inputs: Auth_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is already confirmed.`)
};

const sw_auth_already_verified = /** @type {(inputs: Auth_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe yako tayari imethibitishwa.`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is already confirmed." |
*
* @param {Auth_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_already_verified = /** @type {((inputs?: Auth_Already_VerifiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Already_VerifiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_already_verified(inputs)
	return en_auth_already_verified(inputs)
});