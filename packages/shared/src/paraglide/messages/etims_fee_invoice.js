/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Fee_InvoiceInputs */

const en_etims_fee_invoice = /** @type {(inputs: Etims_Fee_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee invoice`)
};

const sw_etims_fee_invoice = /** @type {(inputs: Etims_Fee_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara ya ada`)
};

/**
* | output |
* | --- |
* | "Fee invoice" |
*
* @param {Etims_Fee_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_fee_invoice = /** @type {((inputs?: Etims_Fee_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Fee_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_fee_invoice(inputs)
	return en_etims_fee_invoice(inputs)
});