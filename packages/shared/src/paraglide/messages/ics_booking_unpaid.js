/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, total: NonNullable<unknown> }} Ics_Booking_UnpaidInputs */

const en_ics_booking_unpaid = /** @type {(inputs: Ics_Booking_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi booking ${i?.reference}. Total ${i?.total} (payment pending).`)
};

const sw_ics_booking_unpaid = /** @type {(inputs: Ics_Booking_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa Nafasi ${i?.reference}. Jumla ${i?.total} (malipo yanasubiriwa).`)
};

/**
* | output |
* | --- |
* | "Nafasi booking {reference}. Total {total} (payment pending)." |
*
* @param {Ics_Booking_UnpaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ics_booking_unpaid = /** @type {((inputs: Ics_Booking_UnpaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ics_Booking_UnpaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ics_booking_unpaid(inputs)
	return en_ics_booking_unpaid(inputs)
});