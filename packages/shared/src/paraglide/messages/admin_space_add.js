/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_AddInputs */

const en_admin_space_add = /** @type {(inputs: Admin_Space_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Space`)
};

const sw_admin_space_add = /** @type {(inputs: Admin_Space_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeza Eneo Jipya`)
};

/**
* | output |
* | --- |
* | "Add New Space" |
*
* @param {Admin_Space_AddInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_add = /** @type {((inputs?: Admin_Space_AddInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_AddInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_add(inputs)
	return en_admin_space_add(inputs)
});