/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_Delete_OwnInputs */

const en_chat_delete_own = /** @type {(inputs: Chat_Delete_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the message from you`)
};

const sw_chat_delete_own = /** @type {(inputs: Chat_Delete_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa ujumbe wako`)
};

/**
* | output |
* | --- |
* | "Delete the message from you" |
*
* @param {Chat_Delete_OwnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_delete_own = /** @type {((inputs?: Chat_Delete_OwnInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Delete_OwnInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_delete_own(inputs)
	return en_chat_delete_own(inputs)
});