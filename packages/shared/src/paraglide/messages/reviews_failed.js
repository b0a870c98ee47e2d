/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_FailedInputs */

const en_reviews_failed = /** @type {(inputs: Reviews_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews could not be loaded right now.`)
};

const sw_reviews_failed = /** @type {(inputs: Reviews_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maoni hayakuweza kupakiwa sasa hivi.`)
};

/**
* | output |
* | --- |
* | "Reviews could not be loaded right now." |
*
* @param {Reviews_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_failed = /** @type {((inputs?: Reviews_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_reviews_failed(inputs)
	return en_reviews_failed(inputs)
});