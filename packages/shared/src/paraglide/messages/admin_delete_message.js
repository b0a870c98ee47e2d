/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Delete_MessageInputs */

const en_admin_delete_message = /** @type {(inputs: Admin_Delete_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete message`)
};

const sw_admin_delete_message = /** @type {(inputs: Admin_Delete_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa ujumbe`)
};

/**
* | output |
* | --- |
* | "Delete message" |
*
* @param {Admin_Delete_MessageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_message = /** @type {((inputs?: Admin_Delete_MessageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_MessageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_delete_message(inputs)
	return en_admin_delete_message(inputs)
});