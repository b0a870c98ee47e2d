/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_SubtitleInputs */

const en_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to book spaces and manage your bookings.`)
};

const sw_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia ili kuweka nafasi na kusimamia uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "Sign in to book spaces and manage your bookings." |
*
* @param {Auth_Login_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_login_subtitle = /** @type {((inputs?: Auth_Login_SubtitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_SubtitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_login_subtitle(inputs)
	return en_auth_login_subtitle(inputs)
});