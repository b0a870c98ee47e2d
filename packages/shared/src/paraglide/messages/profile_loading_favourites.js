/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Loading_FavouritesInputs */

const en_profile_loading_favourites = /** @type {(inputs: Profile_Loading_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading favourites…`)
};

const sw_profile_loading_favourites = /** @type {(inputs: Profile_Loading_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia unayoyapenda…`)
};

/**
* | output |
* | --- |
* | "Loading favourites…" |
*
* @param {Profile_Loading_FavouritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_loading_favourites = /** @type {((inputs?: Profile_Loading_FavouritesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loading_FavouritesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_loading_favourites(inputs)
	return en_profile_loading_favourites(inputs)
});