/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Bank_AssignedInputs */

const en_bank_assigned = /** @type {(inputs: Bank_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Matched to ${i?.reference}.`)
};

const sw_bank_assigned = /** @type {(inputs: Bank_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imeunganishwa na ${i?.reference}.`)
};

/**
* | output |
* | --- |
* | "Matched to {reference}." |
*
* @param {Bank_AssignedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_assigned = /** @type {((inputs: Bank_AssignedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_AssignedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_assigned(inputs)
	return en_bank_assigned(inputs)
});