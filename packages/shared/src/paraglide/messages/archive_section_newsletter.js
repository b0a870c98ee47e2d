/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_NewsletterInputs */

const en_archive_section_newsletter = /** @type {(inputs: Archive_Section_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

const sw_archive_section_newsletter = /** @type {(inputs: Archive_Section_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jarida`)
};

/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Archive_Section_NewsletterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_newsletter = /** @type {((inputs?: Archive_Section_NewsletterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_NewsletterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_newsletter(inputs)
	return en_archive_section_newsletter(inputs)
});