/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_InvoiceInputs */

const en_card_invoice = /** @type {(inputs: Card_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

const sw_card_invoice = /** @type {(inputs: Card_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara`)
};

/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Card_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_invoice = /** @type {((inputs?: Card_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_invoice(inputs)
	return en_card_invoice(inputs)
});