/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_MailsInputs */

const en_archive_section_mails = /** @type {(inputs: Archive_Section_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mails sent to you`)
};

const sw_archive_section_mails = /** @type {(inputs: Archive_Section_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe ulizotumiwa`)
};

/**
* | output |
* | --- |
* | "Mails sent to you" |
*
* @param {Archive_Section_MailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_mails = /** @type {((inputs?: Archive_Section_MailsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_MailsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_mails(inputs)
	return en_archive_section_mails(inputs)
});