/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_Sign_In_LinksInputs */

const en_archive_section_sign_in_links = /** @type {(inputs: Archive_Section_Sign_In_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in with Google`)
};

const sw_archive_section_sign_in_links = /** @type {(inputs: Archive_Section_Sign_In_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuingia kwa Google`)
};

/**
* | output |
* | --- |
* | "Sign-in with Google" |
*
* @param {Archive_Section_Sign_In_LinksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_sign_in_links = /** @type {((inputs?: Archive_Section_Sign_In_LinksInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_Sign_In_LinksInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_sign_in_links(inputs)
	return en_archive_section_sign_in_links(inputs)
});