/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Field_PhoneInputs */

const en_correction_field_phone = /** @type {(inputs: Correction_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A phone number on a payment or payout`)
};

const sw_correction_field_phone = /** @type {(inputs: Correction_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namba ya simu kwenye malipo`)
};

/**
* | output |
* | --- |
* | "A phone number on a payment or payout" |
*
* @param {Correction_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_field_phone = /** @type {((inputs?: Correction_Field_PhoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Field_PhoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_field_phone(inputs)
	return en_correction_field_phone(inputs)
});