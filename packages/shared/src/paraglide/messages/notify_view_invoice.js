/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_View_InvoiceInputs */

const en_notify_view_invoice = /** @type {(inputs: Notify_View_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View your invoice`)
};

const sw_notify_view_invoice = /** @type {(inputs: Notify_View_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia ankara yako`)
};

/**
* | output |
* | --- |
* | "View your invoice" |
*
* @param {Notify_View_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_view_invoice = /** @type {((inputs?: Notify_View_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_View_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_view_invoice(inputs)
	return en_notify_view_invoice(inputs)
});