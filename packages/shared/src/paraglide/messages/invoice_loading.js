/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_LoadingInputs */

const en_invoice_loading = /** @type {(inputs: Invoice_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading invoice...`)
};

const sw_invoice_loading = /** @type {(inputs: Invoice_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia ankara...`)
};

/**
* | output |
* | --- |
* | "Loading invoice..." |
*
* @param {Invoice_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_loading = /** @type {((inputs?: Invoice_LoadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_LoadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_loading(inputs)
	return en_invoice_loading(inputs)
});