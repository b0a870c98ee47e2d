/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Favorite_RemoveInputs */

const en_favorite_remove = /** @type {(inputs: Favorite_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.space} from favourites`)
};

const sw_favorite_remove = /** @type {(inputs: Favorite_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ondoa ${i?.space} kwenye unayoyapenda`)
};

/**
* | output |
* | --- |
* | "Remove {space} from favourites" |
*
* @param {Favorite_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const favorite_remove = /** @type {((inputs: Favorite_RemoveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Favorite_RemoveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_favorite_remove(inputs)
	return en_favorite_remove(inputs)
});