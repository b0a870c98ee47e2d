/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Sign_InInputs */

const en_forum_sign_in = /** @type {(inputs: Forum_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to reply and to like topics.`)
};

const sw_forum_sign_in = /** @type {(inputs: Forum_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia ili kujibu na kupenda mada.`)
};

/**
* | output |
* | --- |
* | "Sign in to reply and to like topics." |
*
* @param {Forum_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_sign_in = /** @type {((inputs?: Forum_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_sign_in(inputs)
	return en_forum_sign_in(inputs)
});