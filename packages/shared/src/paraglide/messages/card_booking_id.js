/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Booking_IdInputs */

const en_card_booking_id = /** @type {(inputs: Card_Booking_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking ID`)
};

const sw_card_booking_id = /** @type {(inputs: Card_Booking_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking ID" |
*
* @param {Card_Booking_IdInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_booking_id = /** @type {((inputs?: Card_Booking_IdInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Booking_IdInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_booking_id(inputs)
	return en_card_booking_id(inputs)
});