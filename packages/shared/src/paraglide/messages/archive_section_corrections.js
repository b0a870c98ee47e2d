/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_CorrectionsInputs */

const en_archive_section_corrections = /** @type {(inputs: Archive_Section_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your correction requests`)
};

const sw_archive_section_corrections = /** @type {(inputs: Archive_Section_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maombi yako ya masahihisho`)
};

/**
* | output |
* | --- |
* | "Your correction requests" |
*
* @param {Archive_Section_CorrectionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_corrections = /** @type {((inputs?: Archive_Section_CorrectionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_CorrectionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_corrections(inputs)
	return en_archive_section_corrections(inputs)
});