/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_AuditInputs */

const en_archive_section_audit = /** @type {(inputs: Archive_Section_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Nafasi's admins did about you`)
};

const sw_archive_section_audit = /** @type {(inputs: Archive_Section_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasimamizi wa Nafasi walichofanya kukuhusu`)
};

/**
* | output |
* | --- |
* | "What Nafasi's admins did about you" |
*
* @param {Archive_Section_AuditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_audit = /** @type {((inputs?: Archive_Section_AuditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_AuditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_audit(inputs)
	return en_archive_section_audit(inputs)
});