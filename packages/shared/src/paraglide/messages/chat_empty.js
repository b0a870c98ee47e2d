/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_EmptyInputs */

const en_chat_empty = /** @type {(inputs: Chat_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet. Say hello!`)
};

const sw_chat_empty = /** @type {(inputs: Chat_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna jumbe. Sema habari!`)
};

/**
* | output |
* | --- |
* | "No messages yet. Say hello!" |
*
* @param {Chat_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_empty = /** @type {((inputs?: Chat_EmptyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_EmptyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_empty(inputs)
	return en_chat_empty(inputs)
});