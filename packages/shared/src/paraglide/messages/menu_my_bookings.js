/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_My_BookingsInputs */

const en_menu_my_bookings = /** @type {(inputs: Menu_My_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Bookings`)
};

const sw_menu_my_bookings = /** @type {(inputs: Menu_My_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi Wangu`)
};

/**
* | output |
* | --- |
* | "My Bookings" |
*
* @param {Menu_My_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_my_bookings = /** @type {((inputs?: Menu_My_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_My_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_my_bookings(inputs)
	return en_menu_my_bookings(inputs)
});