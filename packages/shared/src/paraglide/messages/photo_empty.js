/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photo_EmptyInputs */

const en_photo_empty = /** @type {(inputs: Photo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is empty. Choose a photo to upload.`)
};

const sw_photo_empty = /** @type {(inputs: Photo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faili hilo ni tupu. Chagua picha ya kupakia.`)
};

/**
* | output |
* | --- |
* | "That file is empty. Choose a photo to upload." |
*
* @param {Photo_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_empty = /** @type {((inputs?: Photo_EmptyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_EmptyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_empty(inputs)
	return en_photo_empty(inputs)
});