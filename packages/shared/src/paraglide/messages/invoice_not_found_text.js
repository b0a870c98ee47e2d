/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Not_Found_TextInputs */

const en_invoice_not_found_text = /** @type {(inputs: Invoice_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking does not exist, or it is not one of yours.`)
};

const sw_invoice_not_found_text = /** @type {(inputs: Invoice_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi huu haupo, au si wako.`)
};

/**
* | output |
* | --- |
* | "This booking does not exist, or it is not one of yours." |
*
* @param {Invoice_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_not_found_text = /** @type {((inputs?: Invoice_Not_Found_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Not_Found_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_not_found_text(inputs)
	return en_invoice_not_found_text(inputs)
});