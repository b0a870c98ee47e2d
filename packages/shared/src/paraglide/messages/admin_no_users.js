/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_UsersInputs */

const en_admin_no_users = /** @type {(inputs: Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No users match.`)
};

const sw_admin_no_users = /** @type {(inputs: Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna watumiaji wanaolingana.`)
};

/**
* | output |
* | --- |
* | "No users match." |
*
* @param {Admin_No_UsersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_users = /** @type {((inputs?: Admin_No_UsersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_UsersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_no_users(inputs)
	return en_admin_no_users(inputs)
});