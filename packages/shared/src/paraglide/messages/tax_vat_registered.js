/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Vat_RegisteredInputs */

const en_tax_vat_registered = /** @type {(inputs: Tax_Vat_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am registered for VAT with KRA`)
};

const sw_tax_vat_registered = /** @type {(inputs: Tax_Vat_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nimesajiliwa kwa VAT na KRA`)
};

/**
* | output |
* | --- |
* | "I am registered for VAT with KRA" |
*
* @param {Tax_Vat_RegisteredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_vat_registered = /** @type {((inputs?: Tax_Vat_RegisteredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Vat_RegisteredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_vat_registered(inputs)
	return en_tax_vat_registered(inputs)
});