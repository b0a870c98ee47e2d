/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Photo_Pick_SizeInputs */

const en_photo_pick_size = /** @type {(inputs: Photo_Pick_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is larger than 10 MB.`)
};

const sw_photo_pick_size = /** @type {(inputs: Photo_Pick_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ni kubwa kuliko MB 10.`)
};

/**
* | output |
* | --- |
* | "{name} is larger than 10 MB." |
*
* @param {Photo_Pick_SizeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_pick_size = /** @type {((inputs: Photo_Pick_SizeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_Pick_SizeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_pick_size(inputs)
	return en_photo_pick_size(inputs)
});