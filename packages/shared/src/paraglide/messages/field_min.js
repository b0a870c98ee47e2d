/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, min: NonNullable<unknown> }} Field_MinInputs */

const en_field_min = /** @type {(inputs: Field_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at least ${i?.min}`)
};

const sw_field_min = /** @type {(inputs: Field_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe angalau ${i?.min}`)
};

/**
* | output |
* | --- |
* | "{field} must be at least {min}" |
*
* @param {Field_MinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_min = /** @type {((inputs: Field_MinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_MinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_min(inputs)
	return en_field_min(inputs)
});