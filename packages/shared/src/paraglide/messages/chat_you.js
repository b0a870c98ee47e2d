/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_YouInputs */

const en_chat_you = /** @type {(inputs: Chat_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

const sw_chat_you = /** @type {(inputs: Chat_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wewe`)
};

/**
* | output |
* | --- |
* | "You" |
*
* @param {Chat_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_you = /** @type {((inputs?: Chat_YouInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_YouInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_you(inputs)
	return en_chat_you(inputs)
});