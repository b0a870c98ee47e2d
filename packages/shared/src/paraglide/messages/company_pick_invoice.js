/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoice: NonNullable<unknown> }} Company_Pick_InvoiceInputs */

const en_company_pick_invoice = /** @type {(inputs: Company_Pick_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay invoice ${i?.invoice} in the transfer`)
};

const sw_company_pick_invoice = /** @type {(inputs: Company_Pick_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lipa ankara ${i?.invoice} katika uhamisho`)
};

/**
* | output |
* | --- |
* | "Pay invoice {invoice} in the transfer" |
*
* @param {Company_Pick_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pick_invoice = /** @type {((inputs: Company_Pick_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Pick_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_pick_invoice(inputs)
	return en_company_pick_invoice(inputs)
});