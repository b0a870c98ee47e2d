/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Loading_Guest_BookingsInputs */

const en_dash_loading_guest_bookings = /** @type {(inputs: Dash_Loading_Guest_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading bookings…`)
};

const sw_dash_loading_guest_bookings = /** @type {(inputs: Dash_Loading_Guest_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia uhifadhi…`)
};

/**
* | output |
* | --- |
* | "Loading bookings…" |
*
* @param {Dash_Loading_Guest_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_loading_guest_bookings = /** @type {((inputs?: Dash_Loading_Guest_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Loading_Guest_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_loading_guest_bookings(inputs)
	return en_dash_loading_guest_bookings(inputs)
});