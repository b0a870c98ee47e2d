/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Capacity_MinInputs */

const en_listing_capacity_min = /** @type {(inputs: Listing_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capacity must be at least 1`)
};

const sw_listing_capacity_min = /** @type {(inputs: Listing_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capacity lazima iwe angalau 1`)
};

/**
* | output |
* | --- |
* | "capacity must be at least 1" |
*
* @param {Listing_Capacity_MinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_capacity_min = /** @type {((inputs?: Listing_Capacity_MinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Capacity_MinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_capacity_min(inputs)
	return en_listing_capacity_min(inputs)
});