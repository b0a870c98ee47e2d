/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Total_UsersInputs */

const en_admin_total_users = /** @type {(inputs: Admin_Total_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Users`)
};

const sw_admin_total_users = /** @type {(inputs: Admin_Total_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla ya Watumiaji`)
};

/**
* | output |
* | --- |
* | "Total Users" |
*
* @param {Admin_Total_UsersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_total_users = /** @type {((inputs?: Admin_Total_UsersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Total_UsersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_total_users(inputs)
	return en_admin_total_users(inputs)
});