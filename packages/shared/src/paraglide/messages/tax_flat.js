/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Tax_FlatInputs */

const en_tax_flat = /** @type {(inputs: Tax_FlatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tax (${i?.percent}%)`)
};

const sw_tax_flat = /** @type {(inputs: Tax_FlatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kodi (${i?.percent}%)`)
};

/**
* | output |
* | --- |
* | "Tax ({percent}%)" |
*
* @param {Tax_FlatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_flat = /** @type {((inputs: Tax_FlatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_FlatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_flat(inputs)
	return en_tax_flat(inputs)
});