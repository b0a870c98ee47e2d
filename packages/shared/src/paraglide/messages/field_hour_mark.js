/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_Hour_MarkInputs */

const en_field_hour_mark = /** @type {(inputs: Field_Hour_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a time on the hour or half hour, like 07:00 or 21:30`)
};

const sw_field_hour_mark = /** @type {(inputs: Field_Hour_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe saa kamili au nusu saa, kama 07:00 au 21:30`)
};

/**
* | output |
* | --- |
* | "{field} must be a time on the hour or half hour, like 07:00 or 21:30" |
*
* @param {Field_Hour_MarkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_hour_mark = /** @type {((inputs: Field_Hour_MarkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Hour_MarkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_hour_mark(inputs)
	return en_field_hour_mark(inputs)
});