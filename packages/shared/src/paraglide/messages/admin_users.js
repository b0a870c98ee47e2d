/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_UsersInputs */

const en_admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

const sw_admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watumiaji`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_UsersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_users = /** @type {((inputs?: Admin_UsersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UsersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_users(inputs)
	return en_admin_users(inputs)
});