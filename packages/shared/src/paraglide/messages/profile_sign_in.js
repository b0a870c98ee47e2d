/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sign_InInputs */

const en_profile_sign_in = /** @type {(inputs: Profile_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to view your profile.`)
};

const sw_profile_sign_in = /** @type {(inputs: Profile_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali ingia ili kuona wasifu wako.`)
};

/**
* | output |
* | --- |
* | "Please sign in to view your profile." |
*
* @param {Profile_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_sign_in = /** @type {((inputs?: Profile_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_sign_in(inputs)
	return en_profile_sign_in(inputs)
});