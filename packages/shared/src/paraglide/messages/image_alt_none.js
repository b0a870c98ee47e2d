/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Image_Alt_NoneInputs */

const en_image_alt_none = /** @type {(inputs: Image_Alt_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} — no photo yet`)
};

const sw_image_alt_none = /** @type {(inputs: Image_Alt_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} — bado hakuna picha`)
};

/**
* | output |
* | --- |
* | "{space} — no photo yet" |
*
* @param {Image_Alt_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const image_alt_none = /** @type {((inputs: Image_Alt_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Image_Alt_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_image_alt_none(inputs)
	return en_image_alt_none(inputs)
});