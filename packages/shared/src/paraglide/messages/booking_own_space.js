/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Own_SpaceInputs */

const en_booking_own_space = /** @type {(inputs: Booking_Own_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot book your own space. To keep time for yourself, block it in your calendar.`)
};

const sw_booking_own_space = /** @type {(inputs: Booking_Own_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huwezi kuweka nafasi kwenye eneo lako mwenyewe. Kujiwekea muda, uzuie kwenye kalenda yako.`)
};

/**
* | output |
* | --- |
* | "You cannot book your own space. To keep time for yourself, block it in your calendar." |
*
* @param {Booking_Own_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_own_space = /** @type {((inputs?: Booking_Own_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Own_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_own_space(inputs)
	return en_booking_own_space(inputs)
});