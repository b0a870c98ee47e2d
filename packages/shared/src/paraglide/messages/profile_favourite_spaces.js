/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Favourite_SpacesInputs */

const en_profile_favourite_spaces = /** @type {(inputs: Profile_Favourite_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favourite spaces`)
};

const sw_profile_favourite_spaces = /** @type {(inputs: Profile_Favourite_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo unayoyapenda`)
};

/**
* | output |
* | --- |
* | "Favourite spaces" |
*
* @param {Profile_Favourite_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_favourite_spaces = /** @type {((inputs?: Profile_Favourite_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Favourite_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_favourite_spaces(inputs)
	return en_profile_favourite_spaces(inputs)
});