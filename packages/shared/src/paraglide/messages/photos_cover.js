/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_CoverInputs */

const en_photos_cover = /** @type {(inputs: Photos_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover`)
};

const sw_photos_cover = /** @type {(inputs: Photos_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jalada`)
};

/**
* | output |
* | --- |
* | "Cover" |
*
* @param {Photos_CoverInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_cover = /** @type {((inputs?: Photos_CoverInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_CoverInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_cover(inputs)
	return en_photos_cover(inputs)
});