/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_BookingsInputs */

const en_admin_no_bookings = /** @type {(inputs: Admin_No_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings match.`)
};

const sw_admin_no_bookings = /** @type {(inputs: Admin_No_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna uhifadhi unaolingana.`)
};

/**
* | output |
* | --- |
* | "No bookings match." |
*
* @param {Admin_No_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_bookings = /** @type {((inputs?: Admin_No_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_no_bookings(inputs)
	return en_admin_no_bookings(inputs)
});