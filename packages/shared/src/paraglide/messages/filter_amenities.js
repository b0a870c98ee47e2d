/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_AmenitiesInputs */

const en_filter_amenities = /** @type {(inputs: Filter_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amenities`)
};

const sw_filter_amenities = /** @type {(inputs: Filter_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma`)
};

/**
* | output |
* | --- |
* | "Amenities" |
*
* @param {Filter_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_amenities = /** @type {((inputs?: Filter_AmenitiesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_AmenitiesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_amenities(inputs)
	return en_filter_amenities(inputs)
});