/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Amenities_MaxInputs */

const en_listing_amenities_max = /** @type {(inputs: Listing_Amenities_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List at most 30 amenities`)
};

const sw_listing_amenities_max = /** @type {(inputs: Listing_Amenities_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha huduma 30 tu zaidi`)
};

/**
* | output |
* | --- |
* | "List at most 30 amenities" |
*
* @param {Listing_Amenities_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_amenities_max = /** @type {((inputs?: Listing_Amenities_MaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Amenities_MaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_amenities_max(inputs)
	return en_listing_amenities_max(inputs)
});