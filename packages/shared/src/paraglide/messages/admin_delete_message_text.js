/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Delete_Message_TextInputs */

const en_admin_delete_message_text = /** @type {(inputs: Admin_Delete_Message_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is removed from the room's chat for everyone, and its reports are closed. This cannot be undone.`)
};

const sw_admin_delete_message_text = /** @type {(inputs: Admin_Delete_Message_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utaondolewa kwenye gumzo la chumba kwa kila mtu, na ripoti zake zitafungwa. Hili haliwezi kutenduliwa.`)
};

/**
* | output |
* | --- |
* | "It is removed from the room's chat for everyone, and its reports are closed. This cannot be undone." |
*
* @param {Admin_Delete_Message_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_message_text = /** @type {((inputs?: Admin_Delete_Message_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_Message_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_delete_message_text(inputs)
	return en_admin_delete_message_text(inputs)
});