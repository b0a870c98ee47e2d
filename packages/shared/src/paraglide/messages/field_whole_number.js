/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_Whole_NumberInputs */

const en_field_whole_number = /** @type {(inputs: Field_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a whole number`)
};

const sw_field_whole_number = /** @type {(inputs: Field_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe namba kamili`)
};

/**
* | output |
* | --- |
* | "{field} must be a whole number" |
*
* @param {Field_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_whole_number = /** @type {((inputs: Field_Whole_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Whole_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_whole_number(inputs)
	return en_field_whole_number(inputs)
});