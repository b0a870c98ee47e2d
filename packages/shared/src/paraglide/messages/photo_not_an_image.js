/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photo_Not_An_ImageInputs */

const en_photo_not_an_image = /** @type {(inputs: Photo_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is not a photo we can read. Upload a JPEG, PNG or WebP image.`)
};

const sw_photo_not_an_image = /** @type {(inputs: Photo_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faili hilo si picha tunayoweza kusoma. Pakia picha ya JPEG, PNG au WebP.`)
};

/**
* | output |
* | --- |
* | "That file is not a photo we can read. Upload a JPEG, PNG or WebP image." |
*
* @param {Photo_Not_An_ImageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_not_an_image = /** @type {((inputs?: Photo_Not_An_ImageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_Not_An_ImageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_not_an_image(inputs)
	return en_photo_not_an_image(inputs)
});