/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_DatetimeInputs */

const en_field_datetime = /** @type {(inputs: Field_DatetimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a date and time (ISO 8601)`)
};

const sw_field_datetime = /** @type {(inputs: Field_DatetimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe tarehe na saa (ISO 8601)`)
};

/**
* | output |
* | --- |
* | "{field} must be a date and time (ISO 8601)" |
*
* @param {Field_DatetimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_datetime = /** @type {((inputs: Field_DatetimeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_DatetimeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_datetime(inputs)
	return en_field_datetime(inputs)
});