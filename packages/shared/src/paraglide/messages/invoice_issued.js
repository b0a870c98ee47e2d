/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Invoice_IssuedInputs */

const en_invoice_issued = /** @type {(inputs: Invoice_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issued ${i?.day}`)
};

const sw_invoice_issued = /** @type {(inputs: Invoice_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imetolewa ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Issued {day}" |
*
* @param {Invoice_IssuedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_issued = /** @type {((inputs: Invoice_IssuedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_IssuedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_issued(inputs)
	return en_invoice_issued(inputs)
});