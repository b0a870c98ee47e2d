/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Ics_Booking_SummaryInputs */

const en_ics_booking_summary = /** @type {(inputs: Ics_Booking_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking: ${i?.space}`)
};

const sw_ics_booking_summary = /** @type {(inputs: Ics_Booking_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi: ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Booking: {space}" |
*
* @param {Ics_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ics_booking_summary = /** @type {((inputs: Ics_Booking_SummaryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ics_Booking_SummaryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ics_booking_summary(inputs)
	return en_ics_booking_summary(inputs)
});