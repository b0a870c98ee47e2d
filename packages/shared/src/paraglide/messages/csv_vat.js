/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_VatInputs */

const en_csv_vat = /** @type {(inputs: Csv_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT charged (KSH)`)
};

const sw_csv_vat = /** @type {(inputs: Csv_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT uliyotoza (KSH)`)
};

/**
* | output |
* | --- |
* | "VAT charged (KSH)" |
*
* @param {Csv_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_vat = /** @type {((inputs?: Csv_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_vat(inputs)
	return en_csv_vat(inputs)
});