/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_Whole_MinutesInputs */

const en_field_whole_minutes = /** @type {(inputs: Field_Whole_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a whole number of minutes`)
};

const sw_field_whole_minutes = /** @type {(inputs: Field_Whole_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe idadi kamili ya dakika`)
};

/**
* | output |
* | --- |
* | "{field} must be a whole number of minutes" |
*
* @param {Field_Whole_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_whole_minutes = /** @type {((inputs: Field_Whole_MinutesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Whole_MinutesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_whole_minutes(inputs)
	return en_field_whole_minutes(inputs)
});