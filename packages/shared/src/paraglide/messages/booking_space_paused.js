/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Space_PausedInputs */

const en_booking_space_paused = /** @type {(inputs: Booking_Space_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This space is paused by its host and takes no new bookings for now.`)
};

const sw_booking_space_paused = /** @type {(inputs: Booking_Space_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo hili limesitishwa na mwenyeji wake na halipokei uhifadhi mpya kwa sasa.`)
};

/**
* | output |
* | --- |
* | "This space is paused by its host and takes no new bookings for now." |
*
* @param {Booking_Space_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_space_paused = /** @type {((inputs?: Booking_Space_PausedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Space_PausedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_space_paused(inputs)
	return en_booking_space_paused(inputs)
});