/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Favorite_Sign_InInputs */

const en_favorite_sign_in = /** @type {(inputs: Favorite_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to save spaces to your favourites.`)
};

const sw_favorite_sign_in = /** @type {(inputs: Favorite_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia ili kuhifadhi maeneo unayoyapenda.`)
};

/**
* | output |
* | --- |
* | "Sign in to save spaces to your favourites." |
*
* @param {Favorite_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const favorite_sign_in = /** @type {((inputs?: Favorite_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Favorite_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_favorite_sign_in(inputs)
	return en_favorite_sign_in(inputs)
});