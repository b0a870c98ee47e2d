/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Photos_RemoveInputs */

const en_photos_remove = /** @type {(inputs: Photos_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove photo ${i?.n}`)
};

const sw_photos_remove = /** @type {(inputs: Photos_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ondoa picha ya ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Remove photo {n}" |
*
* @param {Photos_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_remove = /** @type {((inputs: Photos_RemoveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_RemoveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_remove(inputs)
	return en_photos_remove(inputs)
});