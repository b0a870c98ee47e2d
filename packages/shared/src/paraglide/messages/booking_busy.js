/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_BusyInputs */

const en_booking_busy = /** @type {(inputs: Booking_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Many people are booking this space right now. Please try again in a moment.`)
};

const sw_booking_busy = /** @type {(inputs: Booking_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watu wengi wanaweka nafasi kwenye eneo hili sasa hivi. Tafadhali jaribu tena baada ya muda mfupi.`)
};

/**
* | output |
* | --- |
* | "Many people are booking this space right now. Please try again in a moment." |
*
* @param {Booking_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_busy = /** @type {((inputs?: Booking_BusyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_BusyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_busy(inputs)
	return en_booking_busy(inputs)
});