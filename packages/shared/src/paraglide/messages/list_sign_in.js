/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Sign_InInputs */

const en_list_sign_in = /** @type {(inputs: List_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to list your space.`)
};

const sw_list_sign_in = /** @type {(inputs: List_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali ingia ili kuorodhesha eneo lako.`)
};

/**
* | output |
* | --- |
* | "Please sign in to list your space." |
*
* @param {List_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_sign_in = /** @type {((inputs?: List_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_sign_in(inputs)
	return en_list_sign_in(inputs)
});