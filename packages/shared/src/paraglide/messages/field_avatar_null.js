/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_Avatar_NullInputs */

const en_field_avatar_null = /** @type {(inputs: Field_Avatar_NullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} can only be removed (null) here: upload a photo to set one`)
};

const sw_field_avatar_null = /** @type {(inputs: Field_Avatar_NullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} inaweza kuondolewa tu (null) hapa: pakia picha ili kuweka moja`)
};

/**
* | output |
* | --- |
* | "{field} can only be removed (null) here: upload a photo to set one" |
*
* @param {Field_Avatar_NullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_avatar_null = /** @type {((inputs: Field_Avatar_NullInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Avatar_NullInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_avatar_null(inputs)
	return en_field_avatar_null(inputs)
});