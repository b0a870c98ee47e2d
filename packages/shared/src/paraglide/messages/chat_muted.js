/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_MutedInputs */

const en_chat_muted = /** @type {(inputs: Chat_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host muted you.`)
};

const sw_chat_muted = /** @type {(inputs: Chat_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji amekunyamazisha.`)
};

/**
* | output |
* | --- |
* | "The host muted you." |
*
* @param {Chat_MutedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_muted = /** @type {((inputs?: Chat_MutedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_MutedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_muted(inputs)
	return en_chat_muted(inputs)
});