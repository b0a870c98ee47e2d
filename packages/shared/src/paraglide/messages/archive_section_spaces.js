/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_SpacesInputs */

const en_archive_section_spaces = /** @type {(inputs: Archive_Section_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spaces you list`)
};

const sw_archive_section_spaces = /** @type {(inputs: Archive_Section_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi unazoorodhesha`)
};

/**
* | output |
* | --- |
* | "Spaces you list" |
*
* @param {Archive_Section_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_spaces = /** @type {((inputs?: Archive_Section_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_spaces(inputs)
	return en_archive_section_spaces(inputs)
});