/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_DateInputs */

const en_field_date = /** @type {(inputs: Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a date written YYYY-MM-DD`)
};

const sw_field_date = /** @type {(inputs: Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iwe tarehe iliyoandikwa YYYY-MM-DD`)
};

/**
* | output |
* | --- |
* | "{field} must be a date written YYYY-MM-DD" |
*
* @param {Field_DateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_date = /** @type {((inputs: Field_DateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_DateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_date(inputs)
	return en_field_date(inputs)
});