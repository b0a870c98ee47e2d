/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_Message_IdInputs */

const en_field_message_id = /** @type {(inputs: Field_Message_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a message id`)
};

const sw_field_message_id = /** @type {(inputs: Field_Message_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe kitambulisho cha ujumbe`)
};

/**
* | output |
* | --- |
* | "{field} must be a message id" |
*
* @param {Field_Message_IdInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_message_id = /** @type {((inputs: Field_Message_IdInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Message_IdInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_message_id(inputs)
	return en_field_message_id(inputs)
});