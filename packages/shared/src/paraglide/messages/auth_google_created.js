/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_CreatedInputs */

const en_auth_google_created = /** @type {(inputs: Auth_Google_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has been created with Google.`)
};

const sw_auth_google_created = /** @type {(inputs: Auth_Google_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako imefunguliwa kwa Google.`)
};

/**
* | output |
* | --- |
* | "Your account has been created with Google." |
*
* @param {Auth_Google_CreatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_google_created = /** @type {((inputs?: Auth_Google_CreatedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_CreatedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_google_created(inputs)
	return en_auth_google_created(inputs)
});