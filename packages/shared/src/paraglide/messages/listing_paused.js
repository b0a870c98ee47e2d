/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_PausedInputs */

const en_listing_paused = /** @type {(inputs: Listing_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your space is paused: it is off the catalogue and takes no new bookings. Bookings already made stand.`)
};

const sw_listing_paused = /** @type {(inputs: Listing_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo lako limesitishwa: haliko kwenye orodha na halipokei uhifadhi mpya. Uhifadhi uliokwisha wekwa unabaki.`)
};

/**
* | output |
* | --- |
* | "Your space is paused: it is off the catalogue and takes no new bookings. Bookings already made stand." |
*
* @param {Listing_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_paused = /** @type {((inputs?: Listing_PausedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_PausedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_paused(inputs)
	return en_listing_paused(inputs)
});