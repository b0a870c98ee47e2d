/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cancellation_notice_hours: NonNullable<unknown> }} Booking_Cannot_CancelInputs */

const en_booking_cannot_cancel = /** @type {(inputs: Booking_Cannot_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only a pending booking, or a confirmed one at least ${i?.cancellation_notice_hours} hours ahead, can be cancelled.`)
};

const sw_booking_cannot_cancel = /** @type {(inputs: Booking_Cannot_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unaweza kughairi uhifadhi unaosubiri malipo tu, au uliothibitishwa zikiwa zimebaki angalau saa ${i?.cancellation_notice_hours} kabla ya kuanza.`)
};

/**
* | output |
* | --- |
* | "Only a pending booking, or a confirmed one at least {cancellation_notice_hours} hours ahead, can be cancelled." |
*
* @param {Booking_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_cannot_cancel = /** @type {((inputs: Booking_Cannot_CancelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cannot_CancelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_cannot_cancel(inputs)
	return en_booking_cannot_cancel(inputs)
});