/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_HeadingInputs */

const en_booking_heading = /** @type {(inputs: Booking_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book your space`)
};

const sw_booking_heading = /** @type {(inputs: Booking_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nafasi yako`)
};

/**
* | output |
* | --- |
* | "Book your space" |
*
* @param {Booking_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_heading = /** @type {((inputs?: Booking_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_heading(inputs)
	return en_booking_heading(inputs)
});