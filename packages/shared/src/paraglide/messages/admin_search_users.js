/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_UsersInputs */

const en_admin_search_users = /** @type {(inputs: Admin_Search_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search name or e-mail`)
};

const sw_admin_search_users = /** @type {(inputs: Admin_Search_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta jina au barua pepe`)
};

/**
* | output |
* | --- |
* | "Search name or e-mail" |
*
* @param {Admin_Search_UsersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_search_users = /** @type {((inputs?: Admin_Search_UsersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_UsersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_search_users(inputs)
	return en_admin_search_users(inputs)
});