/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Tax_Saved_OnInputs */

const en_tax_saved_on = /** @type {(inputs: Tax_Saved_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last changed ${i?.day}.`)
};

const sw_tax_saved_on = /** @type {(inputs: Tax_Saved_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ilibadilishwa mara ya mwisho ${i?.day}.`)
};

/**
* | output |
* | --- |
* | "Last changed {day}." |
*
* @param {Tax_Saved_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_saved_on = /** @type {((inputs: Tax_Saved_OnInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Saved_OnInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_saved_on(inputs)
	return en_tax_saved_on(inputs)
});