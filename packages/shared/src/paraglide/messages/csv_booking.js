/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_BookingInputs */

const en_csv_booking = /** @type {(inputs: Csv_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking`)
};

const sw_csv_booking = /** @type {(inputs: Csv_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Csv_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_booking = /** @type {((inputs?: Csv_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_booking(inputs)
	return en_csv_booking(inputs)
});