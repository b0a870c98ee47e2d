/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_No_FavouritesInputs */

const en_profile_no_favourites = /** @type {(inputs: Profile_No_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No favourites yet`)
};

const sw_profile_no_favourites = /** @type {(inputs: Profile_No_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado huna unayoyapenda`)
};

/**
* | output |
* | --- |
* | "No favourites yet" |
*
* @param {Profile_No_FavouritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_no_favourites = /** @type {((inputs?: Profile_No_FavouritesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_No_FavouritesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_no_favourites(inputs)
	return en_profile_no_favourites(inputs)
});