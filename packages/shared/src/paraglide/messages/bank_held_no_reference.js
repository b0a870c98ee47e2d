/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Held_No_ReferenceInputs */

const en_bank_held_no_reference = /** @type {(inputs: Bank_Held_No_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It names no booking reference: match it to a booking.`)
};

const sw_bank_held_no_reference = /** @type {(inputs: Bank_Held_No_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haitaji nambari ya uhifadhi: iunganishe na uhifadhi.`)
};

/**
* | output |
* | --- |
* | "It names no booking reference: match it to a booking." |
*
* @param {Bank_Held_No_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_no_reference = /** @type {((inputs?: Bank_Held_No_ReferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Held_No_ReferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_held_no_reference(inputs)
	return en_bank_held_no_reference(inputs)
});