/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Field_InvoiceInputs */

const en_correction_field_invoice = /** @type {(inputs: Correction_Field_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A name or detail on an invoice`)
};

const sw_correction_field_invoice = /** @type {(inputs: Correction_Field_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina au maelezo kwenye ankara`)
};

/**
* | output |
* | --- |
* | "A name or detail on an invoice" |
*
* @param {Correction_Field_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_field_invoice = /** @type {((inputs?: Correction_Field_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Field_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_field_invoice(inputs)
	return en_correction_field_invoice(inputs)
});