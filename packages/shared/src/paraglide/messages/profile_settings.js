/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SettingsInputs */

const en_profile_settings = /** @type {(inputs: Profile_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

const sw_profile_settings = /** @type {(inputs: Profile_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mipangilio`)
};

/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Profile_SettingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_settings = /** @type {((inputs?: Profile_SettingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SettingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_settings(inputs)
	return en_profile_settings(inputs)
});