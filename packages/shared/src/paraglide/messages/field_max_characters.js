/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Field_Max_CharactersInputs */

const en_field_max_characters = /** @type {(inputs: Field_Max_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at most ${i?.max} characters`)
};

const sw_field_max_characters = /** @type {(inputs: Field_Max_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} isizidi herufi ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{field} must be at most {max} characters" |
*
* @param {Field_Max_CharactersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_max_characters = /** @type {((inputs: Field_Max_CharactersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Max_CharactersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_max_characters(inputs)
	return en_field_max_characters(inputs)
});