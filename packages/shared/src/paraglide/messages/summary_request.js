/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_RequestInputs */

const en_summary_request = /** @type {(inputs: Summary_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request to Book`)
};

const sw_summary_request = /** @type {(inputs: Summary_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omba Kuweka Nafasi`)
};

/**
* | output |
* | --- |
* | "Request to Book" |
*
* @param {Summary_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_request = /** @type {((inputs?: Summary_RequestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_RequestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_request(inputs)
	return en_summary_request(inputs)
});