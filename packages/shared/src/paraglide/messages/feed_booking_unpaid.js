/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, space: NonNullable<unknown>, total: NonNullable<unknown> }} Feed_Booking_UnpaidInputs */

const en_feed_booking_unpaid = /** @type {(inputs: Feed_Booking_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi booking ${i?.reference} of ${i?.space}. ${i?.total}, not paid yet.`)
};

const sw_feed_booking_unpaid = /** @type {(inputs: Feed_Booking_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa Nafasi ${i?.reference} wa ${i?.space}. ${i?.total}, bado haujalipiwa.`)
};

/**
* | output |
* | --- |
* | "Nafasi booking {reference} of {space}. {total}, not paid yet." |
*
* @param {Feed_Booking_UnpaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_booking_unpaid = /** @type {((inputs: Feed_Booking_UnpaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_Booking_UnpaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_booking_unpaid(inputs)
	return en_feed_booking_unpaid(inputs)
});