/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Before_TaxInputs */

const en_csv_before_tax = /** @type {(inputs: Csv_Before_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount before tax (KSH)`)
};

const sw_csv_before_tax = /** @type {(inputs: Csv_Before_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi kabla ya kodi (KSH)`)
};

/**
* | output |
* | --- |
* | "Amount before tax (KSH)" |
*
* @param {Csv_Before_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_before_tax = /** @type {((inputs?: Csv_Before_TaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Before_TaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_before_tax(inputs)
	return en_csv_before_tax(inputs)
});