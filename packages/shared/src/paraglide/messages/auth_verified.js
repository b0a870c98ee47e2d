/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_VerifiedInputs */

const en_auth_verified = /** @type {(inputs: Auth_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmed! Welcome to Nafasi.`)
};

const sw_auth_verified = /** @type {(inputs: Auth_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe imethibitishwa! Karibu Nafasi.`)
};

/**
* | output |
* | --- |
* | "E-mail confirmed! Welcome to Nafasi." |
*
* @param {Auth_VerifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_verified = /** @type {((inputs?: Auth_VerifiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VerifiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_verified(inputs)
	return en_auth_verified(inputs)
});