/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Same_SlotInputs */

const en_booking_same_slot = /** @type {(inputs: Booking_Same_SlotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a different time to move this booking to.`)
};

const sw_booking_same_slot = /** @type {(inputs: Booking_Same_SlotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua muda tofauti wa kuhamishia uhifadhi huu.`)
};

/**
* | output |
* | --- |
* | "Choose a different time to move this booking to." |
*
* @param {Booking_Same_SlotInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_same_slot = /** @type {((inputs?: Booking_Same_SlotInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Same_SlotInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_same_slot(inputs)
	return en_booking_same_slot(inputs)
});