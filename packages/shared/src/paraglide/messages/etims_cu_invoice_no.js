/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Cu_Invoice_NoInputs */

const en_etims_cu_invoice_no = /** @type {(inputs: Etims_Cu_Invoice_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CU invoice number`)
};

const sw_etims_cu_invoice_no = /** @type {(inputs: Etims_Cu_Invoice_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya ankara ya CU`)
};

/**
* | output |
* | --- |
* | "CU invoice number" |
*
* @param {Etims_Cu_Invoice_NoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_cu_invoice_no = /** @type {((inputs?: Etims_Cu_Invoice_NoInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Cu_Invoice_NoInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_cu_invoice_no(inputs)
	return en_etims_cu_invoice_no(inputs)
});