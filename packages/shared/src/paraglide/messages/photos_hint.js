/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_HintInputs */

const en_photos_hint = /** @type {(inputs: Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG or WebP, up to 10 MB each. The first photo is the cover.`)
};

const sw_photos_hint = /** @type {(inputs: Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG au WebP, hadi MB 10 kila moja. Picha ya kwanza ndiyo jalada.`)
};

/**
* | output |
* | --- |
* | "JPEG, PNG or WebP, up to 10 MB each. The first photo is the cover." |
*
* @param {Photos_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_hint = /** @type {((inputs?: Photos_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_hint(inputs)
	return en_photos_hint(inputs)
});