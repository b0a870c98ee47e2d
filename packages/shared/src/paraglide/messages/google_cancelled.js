/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Google_CancelledInputs */

const en_google_cancelled = /** @type {(inputs: Google_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google sign-in was cancelled.`)
};

const sw_google_cancelled = /** @type {(inputs: Google_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuingia kwa Google kumeghairiwa.`)
};

/**
* | output |
* | --- |
* | "Google sign-in was cancelled." |
*
* @param {Google_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const google_cancelled = /** @type {((inputs?: Google_CancelledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Google_CancelledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_google_cancelled(inputs)
	return en_google_cancelled(inputs)
});