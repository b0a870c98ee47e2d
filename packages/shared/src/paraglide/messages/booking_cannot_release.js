/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Cannot_ReleaseInputs */

const en_booking_cannot_release = /** @type {(inputs: Booking_Cannot_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an unpaid pending booking can be released.`)
};

const sw_booking_cannot_release = /** @type {(inputs: Booking_Cannot_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi unaosubiri malipo ambao haujalipiwa tu ndio unaoweza kuachiliwa.`)
};

/**
* | output |
* | --- |
* | "Only an unpaid pending booking can be released." |
*
* @param {Booking_Cannot_ReleaseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_cannot_release = /** @type {((inputs?: Booking_Cannot_ReleaseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cannot_ReleaseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_cannot_release(inputs)
	return en_booking_cannot_release(inputs)
});