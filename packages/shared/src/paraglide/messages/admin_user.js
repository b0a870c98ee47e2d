/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_UserInputs */

const en_admin_user = /** @type {(inputs: Admin_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User`)
};

const sw_admin_user = /** @type {(inputs: Admin_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtumiaji`)
};

/**
* | output |
* | --- |
* | "User" |
*
* @param {Admin_UserInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_user = /** @type {((inputs?: Admin_UserInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UserInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_user(inputs)
	return en_admin_user(inputs)
});