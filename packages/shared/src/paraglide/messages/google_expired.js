/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Google_ExpiredInputs */

const en_google_expired = /** @type {(inputs: Google_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google sign-in expired or was already used. Please try again.`)
};

const sw_google_expired = /** @type {(inputs: Google_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kuingia kwa Google umekwisha au tayari umetumika. Tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "Google sign-in expired or was already used. Please try again." |
*
* @param {Google_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const google_expired = /** @type {((inputs?: Google_ExpiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Google_ExpiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_google_expired(inputs)
	return en_google_expired(inputs)
});