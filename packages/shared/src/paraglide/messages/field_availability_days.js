/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Field_Availability_DaysInputs */

const en_field_availability_days = /** @type {(inputs: Field_Availability_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask for at most ${i?.days} days at a time`)
};

const sw_field_availability_days = /** @type {(inputs: Field_Availability_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uliza siku zisizozidi ${i?.days} kwa wakati mmoja`)
};

/**
* | output |
* | --- |
* | "Ask for at most {days} days at a time" |
*
* @param {Field_Availability_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_availability_days = /** @type {((inputs: Field_Availability_DaysInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Availability_DaysInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_availability_days(inputs)
	return en_field_availability_days(inputs)
});