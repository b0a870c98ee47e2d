/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Not_RequestedInputs */

const en_booking_not_requested = /** @type {(inputs: Booking_Not_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has already been answered or has run out.`)
};

const sw_booking_not_requested = /** @type {(inputs: Booking_Not_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi hili tayari limejibiwa au muda wake umekwisha.`)
};

/**
* | output |
* | --- |
* | "This request has already been answered or has run out." |
*
* @param {Booking_Not_RequestedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_not_requested = /** @type {((inputs?: Booking_Not_RequestedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Not_RequestedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_not_requested(inputs)
	return en_booking_not_requested(inputs)
});