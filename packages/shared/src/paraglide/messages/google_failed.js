/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Google_FailedInputs */

const en_google_failed = /** @type {(inputs: Google_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google login failed`)
};

const sw_google_failed = /** @type {(inputs: Google_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuingia kwa Google kumeshindikana`)
};

/**
* | output |
* | --- |
* | "Google login failed" |
*
* @param {Google_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const google_failed = /** @type {((inputs?: Google_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Google_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_google_failed(inputs)
	return en_google_failed(inputs)
});