/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Photos_NthInputs */

const en_photos_nth = /** @type {(inputs: Photos_NthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n}`)
};

const sw_photos_nth = /** @type {(inputs: Photos_NthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picha ya ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Photo {n}" |
*
* @param {Photos_NthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_nth = /** @type {((inputs: Photos_NthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_NthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_nth(inputs)
	return en_photos_nth(inputs)
});