/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_UuidInputs */

const en_field_uuid = /** @type {(inputs: Field_UuidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a valid id (a UUID)`)
};

const sw_field_uuid = /** @type {(inputs: Field_UuidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe kitambulisho sahihi (UUID)`)
};

/**
* | output |
* | --- |
* | "{field} must be a valid id (a UUID)" |
*
* @param {Field_UuidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_uuid = /** @type {((inputs: Field_UuidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_UuidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_uuid(inputs)
	return en_field_uuid(inputs)
});