/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amenities: NonNullable<unknown> }} Search_AmenitiesInputs */

const en_search_amenities = /** @type {(inputs: Search_AmenitiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`amenities must be a comma-separated list of: ${i?.amenities}`)
};

const sw_search_amenities = /** @type {(inputs: Search_AmenitiesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`amenities lazima iwe orodha iliyotenganishwa kwa koma ya: ${i?.amenities}`)
};

/**
* | output |
* | --- |
* | "amenities must be a comma-separated list of: {amenities}" |
*
* @param {Search_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_amenities = /** @type {((inputs: Search_AmenitiesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_AmenitiesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_amenities(inputs)
	return en_search_amenities(inputs)
});