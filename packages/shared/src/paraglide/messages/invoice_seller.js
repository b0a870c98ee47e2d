/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_SellerInputs */

const en_invoice_seller = /** @type {(inputs: Invoice_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seller`)
};

const sw_invoice_seller = /** @type {(inputs: Invoice_SellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muuzaji`)
};

/**
* | output |
* | --- |
* | "Seller" |
*
* @param {Invoice_SellerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_seller = /** @type {((inputs?: Invoice_SellerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_SellerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_seller(inputs)
	return en_invoice_seller(inputs)
});