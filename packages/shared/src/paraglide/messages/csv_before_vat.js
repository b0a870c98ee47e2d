/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Before_VatInputs */

const en_csv_before_vat = /** @type {(inputs: Csv_Before_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount before VAT (KSH)`)
};

const sw_csv_before_vat = /** @type {(inputs: Csv_Before_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi kabla ya VAT (KSH)`)
};

/**
* | output |
* | --- |
* | "Amount before VAT (KSH)" |
*
* @param {Csv_Before_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_before_vat = /** @type {((inputs?: Csv_Before_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Before_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_before_vat(inputs)
	return en_csv_before_vat(inputs)
});