/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_BackInputs */

const en_invoice_back = /** @type {(inputs: Invoice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

const sw_invoice_back = /** @type {(inputs: Invoice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye Dashibodi`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Invoice_BackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_back = /** @type {((inputs?: Invoice_BackInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_BackInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_back(inputs)
	return en_invoice_back(inputs)
});