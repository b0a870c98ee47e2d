/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Google_UnverifiedInputs */

const en_google_unverified = /** @type {(inputs: Google_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google did not confirm an e-mail address for this account.`)
};

const sw_google_unverified = /** @type {(inputs: Google_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google haikuthibitisha barua pepe ya akaunti hii.`)
};

/**
* | output |
* | --- |
* | "Google did not confirm an e-mail address for this account." |
*
* @param {Google_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const google_unverified = /** @type {((inputs?: Google_UnverifiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Google_UnverifiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_google_unverified(inputs)
	return en_google_unverified(inputs)
});