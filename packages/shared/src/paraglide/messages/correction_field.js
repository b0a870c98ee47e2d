/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_FieldInputs */

const en_correction_field = /** @type {(inputs: Correction_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is wrong`)
};

const sw_correction_field = /** @type {(inputs: Correction_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kilicho na kosa`)
};

/**
* | output |
* | --- |
* | "What is wrong" |
*
* @param {Correction_FieldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_field = /** @type {((inputs?: Correction_FieldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_FieldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_field(inputs)
	return en_correction_field(inputs)
});