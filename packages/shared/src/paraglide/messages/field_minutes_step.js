/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, step: NonNullable<unknown> }} Field_Minutes_StepInputs */

const en_field_minutes_step = /** @type {(inputs: Field_Minutes_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be in steps of ${i?.step} minutes`)
};

const sw_field_minutes_step = /** @type {(inputs: Field_Minutes_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} lazima iende kwa hatua za dakika ${i?.step}`)
};

/**
* | output |
* | --- |
* | "{field} must be in steps of {step} minutes" |
*
* @param {Field_Minutes_StepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_minutes_step = /** @type {((inputs: Field_Minutes_StepInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Minutes_StepInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_minutes_step(inputs)
	return en_field_minutes_step(inputs)
});