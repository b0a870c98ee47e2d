/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_To_Before_FromInputs */

const en_field_to_before_from = /** @type {(inputs: Field_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to must not be before from`)
};

const sw_field_to_before_from = /** @type {(inputs: Field_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to isiwe kabla ya from`)
};

/**
* | output |
* | --- |
* | "to must not be before from" |
*
* @param {Field_To_Before_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_to_before_from = /** @type {((inputs?: Field_To_Before_FromInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_To_Before_FromInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_to_before_from(inputs)
	return en_field_to_before_from(inputs)
});