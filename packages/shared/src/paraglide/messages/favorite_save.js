/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Favorite_SaveInputs */

const en_favorite_save = /** @type {(inputs: Favorite_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.space} to favourites`)
};

const sw_favorite_save = /** @type {(inputs: Favorite_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hifadhi ${i?.space} kwenye unayoyapenda`)
};

/**
* | output |
* | --- |
* | "Save {space} to favourites" |
*
* @param {Favorite_SaveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const favorite_save = /** @type {((inputs: Favorite_SaveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Favorite_SaveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_favorite_save(inputs)
	return en_favorite_save(inputs)
});