/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Field_RangeInputs */

const en_field_range = /** @type {(inputs: Field_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be from ${i?.min} to ${i?.max}`)
};

const sw_field_range = /** @type {(inputs: Field_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe kuanzia ${i?.min} hadi ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{field} must be from {min} to {max}" |
*
* @param {Field_RangeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_range = /** @type {((inputs: Field_RangeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_RangeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_range(inputs)
	return en_field_range(inputs)
});