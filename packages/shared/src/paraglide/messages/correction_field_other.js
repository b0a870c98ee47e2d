/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Field_OtherInputs */

const en_correction_field_other = /** @type {(inputs: Correction_Field_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something else`)
};

const sw_correction_field_other = /** @type {(inputs: Correction_Field_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kitu kingine`)
};

/**
* | output |
* | --- |
* | "Something else" |
*
* @param {Correction_Field_OtherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_field_other = /** @type {((inputs?: Correction_Field_OtherInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Field_OtherInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_field_other(inputs)
	return en_correction_field_other(inputs)
});