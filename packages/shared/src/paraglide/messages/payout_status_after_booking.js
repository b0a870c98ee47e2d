/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_After_BookingInputs */

const en_payout_status_after_booking = /** @type {(inputs: Payout_Status_After_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed after the booking`)
};

const sw_payout_status_after_booking = /** @type {(inputs: Payout_Status_After_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inadaiwa baada ya uhifadhi`)
};

/**
* | output |
* | --- |
* | "Owed after the booking" |
*
* @param {Payout_Status_After_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_after_booking = /** @type {((inputs?: Payout_Status_After_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_After_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_after_booking(inputs)
	return en_payout_status_after_booking(inputs)
});