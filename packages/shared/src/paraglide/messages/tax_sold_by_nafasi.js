/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Sold_By_NafasiInputs */

const en_tax_sold_by_nafasi = /** @type {(inputs: Tax_Sold_By_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold by Nafasi.`)
};

const sw_tax_sold_by_nafasi = /** @type {(inputs: Tax_Sold_By_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeuzwa na Nafasi.`)
};

/**
* | output |
* | --- |
* | "Sold by Nafasi." |
*
* @param {Tax_Sold_By_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_sold_by_nafasi = /** @type {((inputs?: Tax_Sold_By_NafasiInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Sold_By_NafasiInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_sold_by_nafasi(inputs)
	return en_tax_sold_by_nafasi(inputs)
});