/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_BookingsInputs */

const en_dash_bookings = /** @type {(inputs: Dash_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const sw_dash_bookings = /** @type {(inputs: Dash_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Dash_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_bookings = /** @type {((inputs?: Dash_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_bookings(inputs)
	return en_dash_bookings(inputs)
});