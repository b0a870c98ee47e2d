/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Bank_Step_ReferenceInputs */

const en_bank_step_reference = /** @type {(inputs: Bank_Step_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reference: ${i?.reference}, exactly as written: it is how the payment finds your booking.`)
};

const sw_bank_step_reference = /** @type {(inputs: Bank_Step_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kumbukumbu: ${i?.reference}, kama ilivyoandikwa: ndivyo malipo yanavyopata uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "Reference: {reference}, exactly as written: it is how the payment finds your booking." |
*
* @param {Bank_Step_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_reference = /** @type {((inputs: Bank_Step_ReferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Step_ReferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_step_reference(inputs)
	return en_bank_step_reference(inputs)
});