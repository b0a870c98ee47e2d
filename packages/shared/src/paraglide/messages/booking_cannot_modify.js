/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Cannot_ModifyInputs */

const en_booking_cannot_modify = /** @type {(inputs: Booking_Cannot_ModifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a confirmed booking that has not started yet can be moved.`)
};

const sw_booking_cannot_modify = /** @type {(inputs: Booking_Cannot_ModifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi uliothibitishwa ambao bado haujaanza tu ndio unaoweza kuhamishwa.`)
};

/**
* | output |
* | --- |
* | "Only a confirmed booking that has not started yet can be moved." |
*
* @param {Booking_Cannot_ModifyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_cannot_modify = /** @type {((inputs?: Booking_Cannot_ModifyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cannot_ModifyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_cannot_modify(inputs)
	return en_booking_cannot_modify(inputs)
});