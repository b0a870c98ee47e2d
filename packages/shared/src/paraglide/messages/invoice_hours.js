/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_HoursInputs */

const en_invoice_hours = /** @type {(inputs: Invoice_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

const sw_invoice_hours = /** @type {(inputs: Invoice_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saa`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Invoice_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_hours = /** @type {((inputs?: Invoice_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_hours(inputs)
	return en_invoice_hours(inputs)
});