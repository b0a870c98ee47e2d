/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Access_Sign_InInputs */

const en_access_sign_in = /** @type {(inputs: Access_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const sw_access_sign_in = /** @type {(inputs: Access_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Access_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const access_sign_in = /** @type {((inputs?: Access_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Access_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_access_sign_in(inputs)
	return en_access_sign_in(inputs)
});