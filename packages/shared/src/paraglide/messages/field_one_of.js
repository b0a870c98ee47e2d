/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, values: NonNullable<unknown> }} Field_One_OfInputs */

const en_field_one_of = /** @type {(inputs: Field_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be one of ${i?.values}`)
};

const sw_field_one_of = /** @type {(inputs: Field_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe mojawapo ya ${i?.values}`)
};

/**
* | output |
* | --- |
* | "{field} must be one of {values}" |
*
* @param {Field_One_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_one_of = /** @type {((inputs: Field_One_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_One_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_one_of(inputs)
	return en_field_one_of(inputs)
});