/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_MessageInputs */

const en_chat_message = /** @type {(inputs: Chat_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const sw_chat_message = /** @type {(inputs: Chat_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Chat_MessageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_message = /** @type {((inputs?: Chat_MessageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_MessageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_message(inputs)
	return en_chat_message(inputs)
});