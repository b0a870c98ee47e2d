/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Invoice_Tab_IdInputs */

const en_invoice_tab_id = /** @type {(inputs: Invoice_Tab_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.id}`)
};

const sw_invoice_tab_id = /** @type {(inputs: Invoice_Tab_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ankara ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Invoice {id}" |
*
* @param {Invoice_Tab_IdInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_tab_id = /** @type {((inputs: Invoice_Tab_IdInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Tab_IdInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_tab_id(inputs)
	return en_invoice_tab_id(inputs)
});