/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_ControlInputs */

const en_field_control = /** @type {(inputs: Field_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} contains characters that are not allowed`)
};

const sw_field_control = /** @type {(inputs: Field_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} ina herufi zisizoruhusiwa`)
};

/**
* | output |
* | --- |
* | "{field} contains characters that are not allowed" |
*
* @param {Field_ControlInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_control = /** @type {((inputs: Field_ControlInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_ControlInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_control(inputs)
	return en_field_control(inputs)
});