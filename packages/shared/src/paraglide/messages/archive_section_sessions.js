/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_SessionsInputs */

const en_archive_section_sessions = /** @type {(inputs: Archive_Section_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ins (devices)`)
};

const sw_archive_section_sessions = /** @type {(inputs: Archive_Section_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuingia (vifaa)`)
};

/**
* | output |
* | --- |
* | "Sign-ins (devices)" |
*
* @param {Archive_Section_SessionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_sessions = /** @type {((inputs?: Archive_Section_SessionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_SessionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_sessions(inputs)
	return en_archive_section_sessions(inputs)
});