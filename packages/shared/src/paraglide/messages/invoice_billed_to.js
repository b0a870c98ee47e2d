/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Billed_ToInputs */

const en_invoice_billed_to = /** @type {(inputs: Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed to`)
};

const sw_invoice_billed_to = /** @type {(inputs: Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imetolewa kwa`)
};

/**
* | output |
* | --- |
* | "Billed to" |
*
* @param {Invoice_Billed_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_billed_to = /** @type {((inputs?: Invoice_Billed_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Billed_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_billed_to(inputs)
	return en_invoice_billed_to(inputs)
});