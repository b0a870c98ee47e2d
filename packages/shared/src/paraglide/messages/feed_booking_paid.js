/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, space: NonNullable<unknown>, total: NonNullable<unknown> }} Feed_Booking_PaidInputs */

const en_feed_booking_paid = /** @type {(inputs: Feed_Booking_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi booking ${i?.reference} of ${i?.space}. ${i?.total}, paid.`)
};

const sw_feed_booking_paid = /** @type {(inputs: Feed_Booking_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa Nafasi ${i?.reference} wa ${i?.space}. ${i?.total}, umelipiwa.`)
};

/**
* | output |
* | --- |
* | "Nafasi booking {reference} of {space}. {total}, paid." |
*
* @param {Feed_Booking_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_booking_paid = /** @type {((inputs: Feed_Booking_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_Booking_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_booking_paid(inputs)
	return en_feed_booking_paid(inputs)
});