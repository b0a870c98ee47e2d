/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_AmenitiesInputs */

const en_admin_space_amenities = /** @type {(inputs: Admin_Space_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amenities (comma-separated)`)
};

const sw_admin_space_amenities = /** @type {(inputs: Admin_Space_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma (zilizotenganishwa kwa koma)`)
};

/**
* | output |
* | --- |
* | "Amenities (comma-separated)" |
*
* @param {Admin_Space_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_amenities = /** @type {((inputs?: Admin_Space_AmenitiesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_AmenitiesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_amenities(inputs)
	return en_admin_space_amenities(inputs)
});