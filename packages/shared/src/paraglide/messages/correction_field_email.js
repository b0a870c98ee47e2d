/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Field_EmailInputs */

const en_correction_field_email = /** @type {(inputs: Correction_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My e-mail address`)
};

const sw_correction_field_email = /** @type {(inputs: Correction_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwani yangu ya barua pepe`)
};

/**
* | output |
* | --- |
* | "My e-mail address" |
*
* @param {Correction_Field_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_field_email = /** @type {((inputs?: Correction_Field_EmailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Field_EmailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_field_email(inputs)
	return en_correction_field_email(inputs)
});