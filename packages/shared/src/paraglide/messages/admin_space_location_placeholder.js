/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_Location_PlaceholderInputs */

const en_admin_space_location_placeholder = /** @type {(inputs: Admin_Space_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Westlands, Nairobi`)
};

const sw_admin_space_location_placeholder = /** @type {(inputs: Admin_Space_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Westlands, Nairobi`)
};

/**
* | output |
* | --- |
* | "Westlands, Nairobi" |
*
* @param {Admin_Space_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_location_placeholder = /** @type {((inputs?: Admin_Space_Location_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_Location_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_location_placeholder(inputs)
	return en_admin_space_location_placeholder(inputs)
});