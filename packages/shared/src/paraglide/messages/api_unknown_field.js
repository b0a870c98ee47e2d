/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ context: NonNullable<unknown>, keys: NonNullable<unknown> }} Api_Unknown_FieldInputs */

const en_api_unknown_field = /** @type {(inputs: Api_Unknown_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown ${i?.context} field: ${i?.keys}`)
};

const sw_api_unknown_field = /** @type {(inputs: Api_Unknown_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sehemu isiyojulikana katika ${i?.context}: ${i?.keys}`)
};

/**
* | output |
* | --- |
* | "Unknown {context} field: {keys}" |
*
* @param {Api_Unknown_FieldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_unknown_field = /** @type {((inputs: Api_Unknown_FieldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Unknown_FieldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_unknown_field(inputs)
	return en_api_unknown_field(inputs)
});