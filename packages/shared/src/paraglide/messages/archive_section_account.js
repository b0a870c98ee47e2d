/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_AccountInputs */

const en_archive_section_account = /** @type {(inputs: Archive_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const sw_archive_section_account = /** @type {(inputs: Archive_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Archive_Section_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_account = /** @type {((inputs?: Archive_Section_AccountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_AccountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_account(inputs)
	return en_archive_section_account(inputs)
});