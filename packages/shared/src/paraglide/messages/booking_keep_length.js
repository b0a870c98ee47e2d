/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Keep_LengthInputs */

const en_booking_keep_length = /** @type {(inputs: Booking_Keep_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A moved booking keeps its length. To book a different length, cancel and book again.`)
};

const sw_booking_keep_length = /** @type {(inputs: Booking_Keep_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi unaohamishwa hubaki na urefu wake. Kuweka nafasi kwa muda tofauti, ghairi kisha uweke nafasi upya.`)
};

/**
* | output |
* | --- |
* | "A moved booking keeps its length. To book a different length, cancel and book again." |
*
* @param {Booking_Keep_LengthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_keep_length = /** @type {((inputs?: Booking_Keep_LengthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Keep_LengthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_keep_length(inputs)
	return en_booking_keep_length(inputs)
});