/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_TaxInputs */

const en_summary_tax = /** @type {(inputs: Summary_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax (10%)`)
};

const sw_summary_tax = /** @type {(inputs: Summary_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kodi (10%)`)
};

/**
* | output |
* | --- |
* | "Tax (10%)" |
*
* @param {Summary_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_tax = /** @type {((inputs?: Summary_TaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_TaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_tax(inputs)
	return en_summary_tax(inputs)
});