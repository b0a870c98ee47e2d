/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_FavoritesInputs */

const en_archive_section_favorites = /** @type {(inputs: Archive_Section_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved spaces`)
};

const sw_archive_section_favorites = /** @type {(inputs: Archive_Section_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi ulizohifadhi`)
};

/**
* | output |
* | --- |
* | "Saved spaces" |
*
* @param {Archive_Section_FavoritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_favorites = /** @type {((inputs?: Archive_Section_FavoritesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_FavoritesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_favorites(inputs)
	return en_archive_section_favorites(inputs)
});