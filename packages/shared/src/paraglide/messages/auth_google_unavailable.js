/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_UnavailableInputs */

const en_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google sign-in is not available on this server.`)
};

const sw_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuingia kwa Google hakupatikani kwenye seva hii.`)
};

/**
* | output |
* | --- |
* | "Google sign-in is not available on this server." |
*
* @param {Auth_Google_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_google_unavailable = /** @type {((inputs?: Auth_Google_UnavailableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_UnavailableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_google_unavailable(inputs)
	return en_auth_google_unavailable(inputs)
});