/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_Once_TextInputs */

const en_field_once_text = /** @type {(inputs: Field_Once_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be given once, as text`)
};

const sw_field_once_text = /** @type {(inputs: Field_Once_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} itolewe mara moja, kama maandishi`)
};

/**
* | output |
* | --- |
* | "{field} must be given once, as text" |
*
* @param {Field_Once_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_once_text = /** @type {((inputs: Field_Once_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Once_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_once_text(inputs)
	return en_field_once_text(inputs)
});