/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photo_Too_LargeInputs */

const en_photo_too_large = /** @type {(inputs: Photo_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo is larger than 10 MB. Choose a smaller one.`)
};

const sw_photo_too_large = /** @type {(inputs: Photo_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picha hiyo ni kubwa kuliko MB 10. Chagua ndogo zaidi.`)
};

/**
* | output |
* | --- |
* | "That photo is larger than 10 MB. Choose a smaller one." |
*
* @param {Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_too_large = /** @type {((inputs?: Photo_Too_LargeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_Too_LargeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_too_large(inputs)
	return en_photo_too_large(inputs)
});