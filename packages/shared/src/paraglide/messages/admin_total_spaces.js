/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Total_SpacesInputs */

const en_admin_total_spaces = /** @type {(inputs: Admin_Total_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Spaces`)
};

const sw_admin_total_spaces = /** @type {(inputs: Admin_Total_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla ya Maeneo`)
};

/**
* | output |
* | --- |
* | "Total Spaces" |
*
* @param {Admin_Total_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_total_spaces = /** @type {((inputs?: Admin_Total_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Total_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_total_spaces(inputs)
	return en_admin_total_spaces(inputs)
});