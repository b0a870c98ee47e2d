/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_Add_ButtonInputs */

const en_admin_space_add_button = /** @type {(inputs: Admin_Space_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Space`)
};

const sw_admin_space_add_button = /** @type {(inputs: Admin_Space_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeza Eneo`)
};

/**
* | output |
* | --- |
* | "Add Space" |
*
* @param {Admin_Space_Add_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_add_button = /** @type {((inputs?: Admin_Space_Add_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_Add_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_add_button(inputs)
	return en_admin_space_add_button(inputs)
});