/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_Amenities_PlaceholderInputs */

const en_admin_space_amenities_placeholder = /** @type {(inputs: Admin_Space_Amenities_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WiFi, Projector, Coffee Machine, Parking`)
};

const sw_admin_space_amenities_placeholder = /** @type {(inputs: Admin_Space_Amenities_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WiFi, Projekta, Mashine ya Kahawa, Maegesho`)
};

/**
* | output |
* | --- |
* | "WiFi, Projector, Coffee Machine, Parking" |
*
* @param {Admin_Space_Amenities_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_amenities_placeholder = /** @type {((inputs?: Admin_Space_Amenities_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_Amenities_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_amenities_placeholder(inputs)
	return en_admin_space_amenities_placeholder(inputs)
});