/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_View_BookingsInputs */

const en_notify_view_bookings = /** @type {(inputs: Notify_View_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View your bookings`)
};

const sw_notify_view_bookings = /** @type {(inputs: Notify_View_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia uhifadhi wako`)
};

/**
* | output |
* | --- |
* | "View your bookings" |
*
* @param {Notify_View_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_view_bookings = /** @type {((inputs?: Notify_View_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_View_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_view_bookings(inputs)
	return en_notify_view_bookings(inputs)
});