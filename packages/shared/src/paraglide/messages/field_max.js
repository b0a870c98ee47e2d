/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Field_MaxInputs */

const en_field_max = /** @type {(inputs: Field_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at most ${i?.max}`)
};

const sw_field_max = /** @type {(inputs: Field_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} isizidi ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{field} must be at most {max}" |
*
* @param {Field_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_max = /** @type {((inputs: Field_MaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_MaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_max(inputs)
	return en_field_max(inputs)
});