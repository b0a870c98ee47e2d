/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_SubtitleInputs */

const en_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We’ll e-mail you a link to choose a new one. It works once, within an hour.`)
};

const sw_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutakutumia kiungo kwa barua pepe ili uchague jipya. Kinafanya kazi mara moja, ndani ya saa moja.`)
};

/**
* | output |
* | --- |
* | "We’ll e-mail you a link to choose a new one. It works once, within an hour." |
*
* @param {Auth_Forgot_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_subtitle = /** @type {((inputs?: Auth_Forgot_SubtitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_SubtitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_forgot_subtitle(inputs)
	return en_auth_forgot_subtitle(inputs)
});