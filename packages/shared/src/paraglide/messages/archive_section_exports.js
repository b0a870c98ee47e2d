/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_ExportsInputs */

const en_archive_section_exports = /** @type {(inputs: Archive_Section_ExportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data downloads`)
};

const sw_archive_section_exports = /** @type {(inputs: Archive_Section_ExportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upakuaji wa data yako`)
};

/**
* | output |
* | --- |
* | "Your data downloads" |
*
* @param {Archive_Section_ExportsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_exports = /** @type {((inputs?: Archive_Section_ExportsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_ExportsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_exports(inputs)
	return en_archive_section_exports(inputs)
});