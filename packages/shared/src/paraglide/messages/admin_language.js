/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_LanguageInputs */

const en_admin_language = /** @type {(inputs: Admin_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const sw_admin_language = /** @type {(inputs: Admin_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugha`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Admin_LanguageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_language = /** @type {((inputs?: Admin_LanguageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_LanguageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_language(inputs)
	return en_admin_language(inputs)
});