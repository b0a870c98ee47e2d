/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Chat_UnavailableInputs */

const en_api_chat_unavailable = /** @type {(inputs: Api_Chat_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live chat is not available yet. Please use the contact form.`)
};

const sw_api_chat_unavailable = /** @type {(inputs: Api_Chat_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gumzo la moja kwa moja bado halipatikani. Tafadhali tumia fomu ya mawasiliano.`)
};

/**
* | output |
* | --- |
* | "Live chat is not available yet. Please use the contact form." |
*
* @param {Api_Chat_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_chat_unavailable = /** @type {((inputs?: Api_Chat_UnavailableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Chat_UnavailableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_chat_unavailable(inputs)
	return en_api_chat_unavailable(inputs)
});