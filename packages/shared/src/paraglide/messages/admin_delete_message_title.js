/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Delete_Message_TitleInputs */

const en_admin_delete_message_title = /** @type {(inputs: Admin_Delete_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this message?`)
};

const sw_admin_delete_message_title = /** @type {(inputs: Admin_Delete_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa ujumbe huu?`)
};

/**
* | output |
* | --- |
* | "Delete this message?" |
*
* @param {Admin_Delete_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_message_title = /** @type {((inputs?: Admin_Delete_Message_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_Message_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_delete_message_title(inputs)
	return en_admin_delete_message_title(inputs)
});