/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_SavedInputs */

const en_tax_saved = /** @type {(inputs: Tax_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax details saved.`)
};

const sw_tax_saved = /** @type {(inputs: Tax_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo ya kodi yamehifadhiwa.`)
};

/**
* | output |
* | --- |
* | "Tax details saved." |
*
* @param {Tax_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_saved = /** @type {((inputs?: Tax_SavedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_SavedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_saved(inputs)
	return en_tax_saved(inputs)
});