/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Photos_LaterInputs */

const en_photos_later = /** @type {(inputs: Photos_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move photo ${i?.n} later`)
};

const sw_photos_later = /** @type {(inputs: Photos_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sogeza picha ya ${i?.n} nyuma`)
};

/**
* | output |
* | --- |
* | "Move photo {n} later" |
*
* @param {Photos_LaterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_later = /** @type {((inputs: Photos_LaterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_LaterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_later(inputs)
	return en_photos_later(inputs)
});