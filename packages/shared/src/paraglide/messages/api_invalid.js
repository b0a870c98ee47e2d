/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ context: NonNullable<unknown> }} Api_InvalidInputs */

const en_api_invalid = /** @type {(inputs: Api_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid ${i?.context}`)
};

const sw_api_invalid = /** @type {(inputs: Api_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.context} si sahihi`)
};

/**
* | output |
* | --- |
* | "Invalid {context}" |
*
* @param {Api_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_invalid = /** @type {((inputs: Api_InvalidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_InvalidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_invalid(inputs)
	return en_api_invalid(inputs)
});