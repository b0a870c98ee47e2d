/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_Whole_MonthsInputs */

const en_field_whole_months = /** @type {(inputs: Field_Whole_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a whole number of months`)
};

const sw_field_whole_months = /** @type {(inputs: Field_Whole_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe idadi kamili ya miezi`)
};

/**
* | output |
* | --- |
* | "{field} must be a whole number of months" |
*
* @param {Field_Whole_MonthsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_whole_months = /** @type {((inputs: Field_Whole_MonthsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Whole_MonthsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_whole_months(inputs)
	return en_field_whole_months(inputs)
});