/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, n: NonNullable<unknown> }} Image_Alt_NthInputs */

const en_image_alt_nth = /** @type {(inputs: Image_Alt_NthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} — photo ${i?.n}`)
};

const sw_image_alt_nth = /** @type {(inputs: Image_Alt_NthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} — picha ya ${i?.n}`)
};

/**
* | output |
* | --- |
* | "{space} — photo {n}" |
*
* @param {Image_Alt_NthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const image_alt_nth = /** @type {((inputs: Image_Alt_NthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Image_Alt_NthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_image_alt_nth(inputs)
	return en_image_alt_nth(inputs)
});