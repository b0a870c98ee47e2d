/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_TabInputs */

const en_invoice_tab = /** @type {(inputs: Invoice_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

const sw_invoice_tab = /** @type {(inputs: Invoice_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara`)
};

/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Invoice_TabInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_tab = /** @type {((inputs?: Invoice_TabInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_TabInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_tab(inputs)
	return en_invoice_tab(inputs)
});