/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_ProfileInputs */

const en_archive_section_profile = /** @type {(inputs: Archive_Section_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const sw_archive_section_profile = /** @type {(inputs: Archive_Section_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasifu`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Archive_Section_ProfileInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_profile = /** @type {((inputs?: Archive_Section_ProfileInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_ProfileInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_profile(inputs)
	return en_archive_section_profile(inputs)
});