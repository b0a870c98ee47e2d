/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Reference_TakenInputs */

const en_tax_reference_taken = /** @type {(inputs: Tax_Reference_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That KRA payment reference is already recorded.`)
};

const sw_tax_reference_taken = /** @type {(inputs: Tax_Reference_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari hiyo ya malipo ya KRA imesharekodiwa.`)
};

/**
* | output |
* | --- |
* | "That KRA payment reference is already recorded." |
*
* @param {Tax_Reference_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_reference_taken = /** @type {((inputs?: Tax_Reference_TakenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Reference_TakenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_reference_taken(inputs)
	return en_tax_reference_taken(inputs)
});