/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_BookingsInputs */

const en_admin_search_bookings = /** @type {(inputs: Admin_Search_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search booking ID, space or guest`)
};

const sw_admin_search_bookings = /** @type {(inputs: Admin_Search_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta nambari ya uhifadhi, eneo au mgeni`)
};

/**
* | output |
* | --- |
* | "Search booking ID, space or guest" |
*
* @param {Admin_Search_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_search_bookings = /** @type {((inputs?: Admin_Search_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_search_bookings(inputs)
	return en_admin_search_bookings(inputs)
});