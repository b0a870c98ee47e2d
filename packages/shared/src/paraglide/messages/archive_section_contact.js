/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_ContactInputs */

const en_archive_section_contact = /** @type {(inputs: Archive_Section_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages to Nafasi (contact form)`)
};

const sw_archive_section_contact = /** @type {(inputs: Archive_Section_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe kwa Nafasi (fomu ya mawasiliano)`)
};

/**
* | output |
* | --- |
* | "Messages to Nafasi (contact form)" |
*
* @param {Archive_Section_ContactInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_contact = /** @type {((inputs?: Archive_Section_ContactInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_ContactInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_contact(inputs)
	return en_archive_section_contact(inputs)
});