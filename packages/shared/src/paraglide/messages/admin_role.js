/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_RoleInputs */

const en_admin_role = /** @type {(inputs: Admin_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const sw_admin_role = /** @type {(inputs: Admin_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jukumu`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {Admin_RoleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_role = /** @type {((inputs?: Admin_RoleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RoleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_role(inputs)
	return en_admin_role(inputs)
});