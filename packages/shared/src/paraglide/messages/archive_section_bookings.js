/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_BookingsInputs */

const en_archive_section_bookings = /** @type {(inputs: Archive_Section_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const sw_archive_section_bookings = /** @type {(inputs: Archive_Section_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Archive_Section_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_bookings = /** @type {((inputs?: Archive_Section_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_bookings(inputs)
	return en_archive_section_bookings(inputs)
});