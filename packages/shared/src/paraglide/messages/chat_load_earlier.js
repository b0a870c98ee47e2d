/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_Load_EarlierInputs */

const en_chat_load_earlier = /** @type {(inputs: Chat_Load_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load earlier messages`)
};

const sw_chat_load_earlier = /** @type {(inputs: Chat_Load_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakia jumbe za awali`)
};

/**
* | output |
* | --- |
* | "Load earlier messages" |
*
* @param {Chat_Load_EarlierInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_load_earlier = /** @type {((inputs?: Chat_Load_EarlierInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Load_EarlierInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_load_earlier(inputs)
	return en_chat_load_earlier(inputs)
});