/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_EditInputs */

const en_admin_space_edit = /** @type {(inputs: Admin_Space_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Space`)
};

const sw_admin_space_edit = /** @type {(inputs: Admin_Space_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hariri Eneo`)
};

/**
* | output |
* | --- |
* | "Edit Space" |
*
* @param {Admin_Space_EditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_edit = /** @type {((inputs?: Admin_Space_EditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_EditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_edit(inputs)
	return en_admin_space_edit(inputs)
});