/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_AddInputs */

const en_photos_add = /** @type {(inputs: Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

const sw_photos_add = /** @type {(inputs: Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeza picha`)
};

/**
* | output |
* | --- |
* | "Add photos" |
*
* @param {Photos_AddInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_add = /** @type {((inputs?: Photos_AddInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_AddInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_add(inputs)
	return en_photos_add(inputs)
});