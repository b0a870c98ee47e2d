/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_SubtitleInputs */

const en_auth_reset_subtitle = /** @type {(inputs: Auth_Reset_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every device signed in to your account will be signed out.`)
};

const sw_auth_reset_subtitle = /** @type {(inputs: Auth_Reset_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila kifaa kilichoingia kwenye akaunti yako kitatolewa.`)
};

/**
* | output |
* | --- |
* | "Every device signed in to your account will be signed out." |
*
* @param {Auth_Reset_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_subtitle = /** @type {((inputs?: Auth_Reset_SubtitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SubtitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_reset_subtitle(inputs)
	return en_auth_reset_subtitle(inputs)
});