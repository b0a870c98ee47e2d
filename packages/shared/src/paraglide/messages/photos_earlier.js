/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Photos_EarlierInputs */

const en_photos_earlier = /** @type {(inputs: Photos_EarlierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move photo ${i?.n} earlier`)
};

const sw_photos_earlier = /** @type {(inputs: Photos_EarlierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sogeza picha ya ${i?.n} mbele`)
};

/**
* | output |
* | --- |
* | "Move photo {n} earlier" |
*
* @param {Photos_EarlierInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_earlier = /** @type {((inputs: Photos_EarlierInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_EarlierInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_earlier(inputs)
	return en_photos_earlier(inputs)
});