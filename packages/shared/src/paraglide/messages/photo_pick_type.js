/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Photo_Pick_TypeInputs */

const en_photo_pick_type = /** @type {(inputs: Photo_Pick_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not a JPEG, PNG or WebP photo.`)
};

const sw_photo_pick_type = /** @type {(inputs: Photo_Pick_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} si picha ya JPEG, PNG au WebP.`)
};

/**
* | output |
* | --- |
* | "{name} is not a JPEG, PNG or WebP photo." |
*
* @param {Photo_Pick_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_pick_type = /** @type {((inputs: Photo_Pick_TypeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_Pick_TypeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_pick_type(inputs)
	return en_photo_pick_type(inputs)
});