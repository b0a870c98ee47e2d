/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ how: NonNullable<unknown> }} Invoice_Payable_ByInputs */

const en_invoice_payable_by = /** @type {(inputs: Invoice_Payable_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payable by ${i?.how}`)
};

const sw_invoice_payable_by = /** @type {(inputs: Invoice_Payable_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lipa kupitia ${i?.how}`)
};

/**
* | output |
* | --- |
* | "Payable by {how}" |
*
* @param {Invoice_Payable_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_payable_by = /** @type {((inputs: Invoice_Payable_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Payable_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_payable_by(inputs)
	return en_invoice_payable_by(inputs)
});