/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, total: NonNullable<unknown> }} Ics_Booking_PaidInputs */

const en_ics_booking_paid = /** @type {(inputs: Ics_Booking_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi booking ${i?.reference}. Total ${i?.total} (paid).`)
};

const sw_ics_booking_paid = /** @type {(inputs: Ics_Booking_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa Nafasi ${i?.reference}. Jumla ${i?.total} (umelipiwa).`)
};

/**
* | output |
* | --- |
* | "Nafasi booking {reference}. Total {total} (paid)." |
*
* @param {Ics_Booking_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ics_booking_paid = /** @type {((inputs: Ics_Booking_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ics_Booking_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ics_booking_paid(inputs)
	return en_ics_booking_paid(inputs)
});