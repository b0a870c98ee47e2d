/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photo_Too_Many_FilesInputs */

const en_photo_too_many_files = /** @type {(inputs: Photo_Too_Many_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload at most 10 photos at a time.`)
};

const sw_photo_too_many_files = /** @type {(inputs: Photo_Too_Many_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakia picha 10 tu kwa wakati mmoja.`)
};

/**
* | output |
* | --- |
* | "Upload at most 10 photos at a time." |
*
* @param {Photo_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_too_many_files = /** @type {((inputs?: Photo_Too_Many_FilesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_Too_Many_FilesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_too_many_files(inputs)
	return en_photo_too_many_files(inputs)
});