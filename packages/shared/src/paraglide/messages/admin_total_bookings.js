/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Total_BookingsInputs */

const en_admin_total_bookings = /** @type {(inputs: Admin_Total_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Bookings`)
};

const sw_admin_total_bookings = /** @type {(inputs: Admin_Total_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla ya Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Total Bookings" |
*
* @param {Admin_Total_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_total_bookings = /** @type {((inputs?: Admin_Total_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Total_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_total_bookings(inputs)
	return en_admin_total_bookings(inputs)
});