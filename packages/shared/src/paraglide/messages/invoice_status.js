/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_StatusInputs */

const en_invoice_status = /** @type {(inputs: Invoice_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const sw_invoice_status = /** @type {(inputs: Invoice_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Invoice_StatusInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_status = /** @type {((inputs?: Invoice_StatusInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_StatusInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_status(inputs)
	return en_invoice_status(inputs)
});