/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Photo_Pick_MaxInputs */

const en_photo_pick_max = /** @type {(inputs: Photo_Pick_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A space can have at most ${i?.max} photos.`)
};

const sw_photo_pick_max = /** @type {(inputs: Photo_Pick_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eneo linaweza kuwa na picha ${i?.max} tu zaidi.`)
};

/**
* | output |
* | --- |
* | "A space can have at most {max} photos." |
*
* @param {Photo_Pick_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_pick_max = /** @type {((inputs: Photo_Pick_MaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_Pick_MaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_pick_max(inputs)
	return en_photo_pick_max(inputs)
});