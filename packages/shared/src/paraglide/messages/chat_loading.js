/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_LoadingInputs */

const en_chat_loading = /** @type {(inputs: Chat_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading messages…`)
};

const sw_chat_loading = /** @type {(inputs: Chat_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia jumbe…`)
};

/**
* | output |
* | --- |
* | "Loading messages…" |
*
* @param {Chat_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_loading = /** @type {((inputs?: Chat_LoadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_LoadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_loading(inputs)
	return en_chat_loading(inputs)
});