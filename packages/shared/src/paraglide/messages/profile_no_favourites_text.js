/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_No_Favourites_TextInputs */

const en_profile_no_favourites_text = /** @type {(inputs: Profile_No_Favourites_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the heart on a space to keep it here.`)
};

const sw_profile_no_favourites_text = /** @type {(inputs: Profile_No_Favourites_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gusa moyo kwenye eneo ili kulihifadhi hapa.`)
};

/**
* | output |
* | --- |
* | "Tap the heart on a space to keep it here." |
*
* @param {Profile_No_Favourites_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_no_favourites_text = /** @type {((inputs?: Profile_No_Favourites_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_No_Favourites_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_no_favourites_text(inputs)
	return en_profile_no_favourites_text(inputs)
});