/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Sign_InInputs */

const en_messages_sign_in = /** @type {(inputs: Messages_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to read your messages.`)
};

const sw_messages_sign_in = /** @type {(inputs: Messages_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali ingia ili kusoma jumbe zako.`)
};

/**
* | output |
* | --- |
* | "Please sign in to read your messages." |
*
* @param {Messages_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_sign_in = /** @type {((inputs?: Messages_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_messages_sign_in(inputs)
	return en_messages_sign_in(inputs)
});