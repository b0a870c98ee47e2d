/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_PrintInputs */

const en_invoice_print = /** @type {(inputs: Invoice_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print invoice`)
};

const sw_invoice_print = /** @type {(inputs: Invoice_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapisha ankara`)
};

/**
* | output |
* | --- |
* | "Print invoice" |
*
* @param {Invoice_PrintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_print = /** @type {((inputs?: Invoice_PrintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_PrintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_print(inputs)
	return en_invoice_print(inputs)
});