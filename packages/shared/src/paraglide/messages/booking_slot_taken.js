/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Slot_TakenInputs */

const en_booking_slot_taken = /** @type {(inputs: Booking_Slot_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This time slot is no longer available. Please choose another time.`)
};

const sw_booking_slot_taken = /** @type {(inputs: Booking_Slot_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda huu haupatikani tena. Tafadhali chagua muda mwingine.`)
};

/**
* | output |
* | --- |
* | "This time slot is no longer available. Please choose another time." |
*
* @param {Booking_Slot_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_slot_taken = /** @type {((inputs?: Booking_Slot_TakenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Slot_TakenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_slot_taken(inputs)
	return en_booking_slot_taken(inputs)
});