/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_DescriptionInputs */

const en_invoice_description = /** @type {(inputs: Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const sw_invoice_description = /** @type {(inputs: Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Invoice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_description = /** @type {((inputs?: Invoice_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_description(inputs)
	return en_invoice_description(inputs)
});