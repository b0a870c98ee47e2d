/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Field_BetweenInputs */

const en_field_between = /** @type {(inputs: Field_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be between ${i?.min} and ${i?.max}`)
};

const sw_field_between = /** @type {(inputs: Field_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe kati ya ${i?.min} na ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{field} must be between {min} and {max}" |
*
* @param {Field_BetweenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_between = /** @type {((inputs: Field_BetweenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_BetweenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_between(inputs)
	return en_field_between(inputs)
});