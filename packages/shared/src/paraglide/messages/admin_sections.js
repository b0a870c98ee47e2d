/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SectionsInputs */

const en_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin sections`)
};

const sw_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehemu za msimamizi`)
};

/**
* | output |
* | --- |
* | "Admin sections" |
*
* @param {Admin_SectionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_sections = /** @type {((inputs?: Admin_SectionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SectionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_sections(inputs)
	return en_admin_sections(inputs)
});