/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_SpacesInputs */

const en_admin_search_spaces = /** @type {(inputs: Admin_Search_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search title, location or owner`)
};

const sw_admin_search_spaces = /** @type {(inputs: Admin_Search_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta kichwa, mahali au mmiliki`)
};

/**
* | output |
* | --- |
* | "Search title, location or owner" |
*
* @param {Admin_Search_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_search_spaces = /** @type {((inputs?: Admin_Search_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_search_spaces(inputs)
	return en_admin_search_spaces(inputs)
});