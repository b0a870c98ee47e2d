/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_RequestsInputs */

const en_archive_section_requests = /** @type {(inputs: Archive_Section_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests to list spaces`)
};

const sw_archive_section_requests = /** @type {(inputs: Archive_Section_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maombi ya kuorodhesha nafasi`)
};

/**
* | output |
* | --- |
* | "Requests to list spaces" |
*
* @param {Archive_Section_RequestsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_requests = /** @type {((inputs?: Archive_Section_RequestsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_RequestsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_requests(inputs)
	return en_archive_section_requests(inputs)
});