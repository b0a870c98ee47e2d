/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Assign_LabelInputs */

const en_bank_assign_label = /** @type {(inputs: Bank_Assign_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference`)
};

const sw_bank_assign_label = /** @type {(inputs: Bank_Assign_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Bank_Assign_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_assign_label = /** @type {((inputs?: Bank_Assign_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Assign_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_assign_label(inputs)
	return en_bank_assign_label(inputs)
});