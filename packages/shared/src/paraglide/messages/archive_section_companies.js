/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_CompaniesInputs */

const en_archive_section_companies = /** @type {(inputs: Archive_Section_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company accounts`)
};

const sw_archive_section_companies = /** @type {(inputs: Archive_Section_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti za kampuni`)
};

/**
* | output |
* | --- |
* | "Company accounts" |
*
* @param {Archive_Section_CompaniesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_companies = /** @type {((inputs?: Archive_Section_CompaniesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_CompaniesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_companies(inputs)
	return en_archive_section_companies(inputs)
});