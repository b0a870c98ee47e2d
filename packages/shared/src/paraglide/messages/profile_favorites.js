/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_FavoritesInputs */

const en_profile_favorites = /** @type {(inputs: Profile_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favorites`)
};

const sw_profile_favorites = /** @type {(inputs: Profile_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unayoyapenda`)
};

/**
* | output |
* | --- |
* | "Favorites" |
*
* @param {Profile_FavoritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_favorites = /** @type {((inputs?: Profile_FavoritesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_FavoritesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_favorites(inputs)
	return en_profile_favorites(inputs)
});