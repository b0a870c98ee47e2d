/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Field_BookingInputs */

const en_correction_field_booking = /** @type {(inputs: Correction_Field_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booking's details`)
};

const sw_correction_field_booking = /** @type {(inputs: Correction_Field_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo ya uhifadhi`)
};

/**
* | output |
* | --- |
* | "A booking's details" |
*
* @param {Correction_Field_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_field_booking = /** @type {((inputs?: Correction_Field_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Field_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_field_booking(inputs)
	return en_correction_field_booking(inputs)
});