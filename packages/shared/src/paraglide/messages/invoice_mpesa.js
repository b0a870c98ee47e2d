/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_MpesaInputs */

const en_invoice_mpesa = /** @type {(inputs: Invoice_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa transaction`)
};

const sw_invoice_mpesa = /** @type {(inputs: Invoice_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muamala wa M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa transaction" |
*
* @param {Invoice_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_mpesa = /** @type {((inputs?: Invoice_MpesaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_MpesaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_mpesa(inputs)
	return en_invoice_mpesa(inputs)
});