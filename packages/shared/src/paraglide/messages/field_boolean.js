/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_BooleanInputs */

const en_field_boolean = /** @type {(inputs: Field_BooleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be true or false`)
};

const sw_field_boolean = /** @type {(inputs: Field_BooleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe true au false`)
};

/**
* | output |
* | --- |
* | "{field} must be true or false" |
*
* @param {Field_BooleanInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_boolean = /** @type {((inputs: Field_BooleanInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_BooleanInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_boolean(inputs)
	return en_field_boolean(inputs)
});