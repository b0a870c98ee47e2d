/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_None_NafasiInputs */

const en_tax_none_nafasi = /** @type {(inputs: Tax_None_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No VAT: Nafasi is not VAT-registered`)
};

const sw_tax_none_nafasi = /** @type {(inputs: Tax_None_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna VAT: Nafasi haijasajiliwa kwa VAT`)
};

/**
* | output |
* | --- |
* | "No VAT: Nafasi is not VAT-registered" |
*
* @param {Tax_None_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_none_nafasi = /** @type {((inputs?: Tax_None_NafasiInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_None_NafasiInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_none_nafasi(inputs)
	return en_tax_none_nafasi(inputs)
});