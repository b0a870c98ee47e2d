/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_RegisteredInputs */

const en_auth_registered = /** @type {(inputs: Auth_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful! We sent a link to your e-mail address: open it to confirm the address and sign in.`)
};

const sw_auth_registered = /** @type {(inputs: Auth_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umejisajili! Tumetuma kiungo kwa barua pepe yako: kifungue ili kuthibitisha anwani na kuingia.`)
};

/**
* | output |
* | --- |
* | "Registration successful! We sent a link to your e-mail address: open it to confirm the address and sign in." |
*
* @param {Auth_RegisteredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_registered = /** @type {((inputs?: Auth_RegisteredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_RegisteredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_registered(inputs)
	return en_auth_registered(inputs)
});