/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Register_SubtitleInputs */

const en_auth_register_subtitle = /** @type {(inputs: Auth_Register_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book spaces by the hour and pay with M-Pesa.`)
};

const sw_auth_register_subtitle = /** @type {(inputs: Auth_Register_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nafasi kwa saa na ulipe kwa M-Pesa.`)
};

/**
* | output |
* | --- |
* | "Book spaces by the hour and pay with M-Pesa." |
*
* @param {Auth_Register_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_register_subtitle = /** @type {((inputs?: Auth_Register_SubtitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Register_SubtitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_register_subtitle(inputs)
	return en_auth_register_subtitle(inputs)
});