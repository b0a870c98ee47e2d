/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_TaxInputs */

const en_archive_section_tax = /** @type {(inputs: Archive_Section_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax details`)
};

const sw_archive_section_tax = /** @type {(inputs: Archive_Section_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo ya kodi`)
};

/**
* | output |
* | --- |
* | "Tax details" |
*
* @param {Archive_Section_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_tax = /** @type {((inputs?: Archive_Section_TaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_TaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_tax(inputs)
	return en_archive_section_tax(inputs)
});