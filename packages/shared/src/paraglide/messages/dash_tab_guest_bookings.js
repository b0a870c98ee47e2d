/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_Tab_Guest_BookingsInputs */

const en_dash_tab_guest_bookings = /** @type {(inputs: Dash_Tab_Guest_BookingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guest Bookings (${i?.count})`)
};

const sw_dash_tab_guest_bookings = /** @type {(inputs: Dash_Tab_Guest_BookingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa Wageni (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Guest Bookings ({count})" |
*
* @param {Dash_Tab_Guest_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_guest_bookings = /** @type {((inputs: Dash_Tab_Guest_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_Guest_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_tab_guest_bookings(inputs)
	return en_dash_tab_guest_bookings(inputs)
});