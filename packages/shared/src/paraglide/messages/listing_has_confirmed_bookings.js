/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Has_Confirmed_BookingsInputs */

const en_listing_has_confirmed_bookings = /** @type {(inputs: Listing_Has_Confirmed_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This space has confirmed upcoming bookings. Cancel them before deleting the space.`)
};

const sw_listing_has_confirmed_bookings = /** @type {(inputs: Listing_Has_Confirmed_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo hili lina uhifadhi uliothibitishwa unaokuja. Ughairi kwanza kabla ya kufuta eneo.`)
};

/**
* | output |
* | --- |
* | "This space has confirmed upcoming bookings. Cancel them before deleting the space." |
*
* @param {Listing_Has_Confirmed_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_has_confirmed_bookings = /** @type {((inputs?: Listing_Has_Confirmed_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Has_Confirmed_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_has_confirmed_bookings(inputs)
	return en_listing_has_confirmed_bookings(inputs)
});