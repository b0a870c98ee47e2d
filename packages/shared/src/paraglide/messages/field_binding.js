/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_BindingInputs */

const en_field_binding = /** @type {(inputs: Field_BindingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be the base64url SHA-256 of the tab secret`)
};

const sw_field_binding = /** @type {(inputs: Field_BindingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe SHA-256 ya siri ya kichupo, kwa base64url`)
};

/**
* | output |
* | --- |
* | "{field} must be the base64url SHA-256 of the tab secret" |
*
* @param {Field_BindingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_binding = /** @type {((inputs: Field_BindingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_BindingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_binding(inputs)
	return en_field_binding(inputs)
});