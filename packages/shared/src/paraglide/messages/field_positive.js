/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_PositiveInputs */

const en_field_positive = /** @type {(inputs: Field_PositiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be more than 0`)
};

const sw_field_positive = /** @type {(inputs: Field_PositiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe zaidi ya 0`)
};

/**
* | output |
* | --- |
* | "{field} must be more than 0" |
*
* @param {Field_PositiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_positive = /** @type {((inputs: Field_PositiveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_PositiveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_positive(inputs)
	return en_field_positive(inputs)
});