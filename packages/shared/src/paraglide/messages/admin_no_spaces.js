/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_SpacesInputs */

const en_admin_no_spaces = /** @type {(inputs: Admin_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No spaces match.`)
};

const sw_admin_no_spaces = /** @type {(inputs: Admin_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna maeneo yanayolingana.`)
};

/**
* | output |
* | --- |
* | "No spaces match." |
*
* @param {Admin_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_spaces = /** @type {((inputs?: Admin_No_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_no_spaces(inputs)
	return en_admin_no_spaces(inputs)
});